/**
 * The depreciation categories of the depreciation screen: the depreciable SNC classes of tangible
 * (43) and intangible (44) fixed assets. Land (431) is not depreciated; goodwill and development
 * projects are not bought by a store. `key` is what the API and the database store.
 */
export const CATEGORIAS_DEPRECIACAO = [
  {
    key: 'edificios_outras_construcoes',
    label: 'Edifícios e outras construções',
    conta: '432',
    tipo: 'tangivel',
  },
  { key: 'equipamento_basico', label: 'Equipamento básico', conta: '433', tipo: 'tangivel' },
  { key: 'equipamento_transporte', label: 'Equipamento de transporte', conta: '434', tipo: 'tangivel' },
  { key: 'equipamento_administrativo', label: 'Equipamento administrativo', conta: '435', tipo: 'tangivel' },
  { key: 'equipamentos_biologicos', label: 'Equipamentos biológicos', conta: '436', tipo: 'tangivel' },
  {
    key: 'outros_ativos_fixos_tangiveis',
    label: 'Outros ativos fixos tangíveis',
    conta: '437',
    tipo: 'tangivel',
  },
  { key: 'programas_computador', label: 'Programas de computador', conta: '443', tipo: 'intangivel' },
  { key: 'propriedade_industrial', label: 'Propriedade industrial', conta: '444', tipo: 'intangivel' },
  { key: 'outros_ativos_intangiveis', label: 'Outros ativos intangíveis', conta: '446', tipo: 'intangivel' },
] as const;

export type CategoriaDepreciacao = (typeof CATEGORIAS_DEPRECIACAO)[number]['key'];

export function isCategoriaDepreciacao(value: string): value is CategoriaDepreciacao {
  return CATEGORIAS_DEPRECIACAO.some((categoria) => categoria.key === value);
}
