import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { isTipoImportacao, type TipoImportacao } from '../importacao-form';
import { FormularioImportacao } from './FormularioImportacao';
import { HistoricoImportacoes } from './HistoricoImportacoes';
import { MenuImportacao } from './MenuImportacao';
import { ImportacoesEmCurso } from './ProgressoDaImportacao';

/** Which form is open lives in the address (?importar=…), so the browser's back button returns to the menu. */
const PARAMETRO = 'importar';

/** SPEC §2 "File import screen" (admin, editor): menu → one of four forms → back with 'Cancelar'. */
export function ImportarFicheirosPage() {
  const { empresaId, role, empresa } = useEmpresaAtual();
  const [params, setParams] = useSearchParams();
  const escolha = params.get(PARAMETRO);
  const tipo = isTipoImportacao(escolha) ? escolha : undefined;

  const abrir = (novo: TipoImportacao) => setParams({ [PARAMETRO]: novo });
  const voltar = () => setParams({}, { replace: true });

  return (
    <PaginaEmpresa titulo="Importação de Ficheiros">
      {!tipo ? (
        <MenuImportacao onEscolher={abrir} />
      ) : empresa ? (
        <FormularioImportacao
          key={tipo}
          tipo={tipo}
          empresaId={empresaId}
          lojas={empresa.lojas}
          role={role}
          onCancelar={voltar}
        />
      ) : (
        // The forms need the company's stores.
        <PageLoader />
      )}
      <ImportacoesEmCurso empresaId={empresaId} />
      <HistoricoImportacoes empresaId={empresaId} />
    </PaginaEmpresa>
  );
}
