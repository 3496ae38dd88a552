import type { Locator } from '@playwright/test';
import { expect } from './app';
import { EmpresasApp } from './empresas';

/** The counts of one file in the import summary (SPEC §8), by their labels. */
export interface Contagens {
  Importadas: number;
  'Duplicadas (já existiam)': number;
  Atualizadas: number;
  Recusadas: number;
}

/** Page model of 'Importação de Ficheiros', 'Relatório de Erros' and the spreadsheet's grid. */
export class ImportacaoApp extends EmpresasApp {
  // --- Import screen -------------------------------------------------------------------------

  async gotoImportacao(empresaId: string) {
    await this.page.goto(`/empresa/${empresaId}/importar-ficheiros`);
    await expect(this.heading('Importação de Ficheiros')).toBeVisible();
  }

  get menu(): Locator {
    return this.page.getByRole('region', { name: 'O que deseja importar?' });
  }

  /** The open form: a region named by its heading. */
  formulario(titulo: string): Locator {
    return this.page.getByRole('region', { name: titulo, exact: true });
  }

  get resumo(): Locator {
    return this.page.getByRole('region', { name: 'Resumo da importação' });
  }

  /** The summary of one file: a region named after the file. */
  resumoDoFicheiro(ficheiro: string): Locator {
    return this.resumo.getByRole('region', { name: ficheiro, exact: true });
  }

  async contagens(ficheiro: string): Promise<Contagens> {
    const regiao = this.resumoDoFicheiro(ficheiro);
    await expect(regiao).toBeVisible();
    const contagens = await regiao.locator('dl').evaluate((dl) => {
      const out: Record<string, number> = {};
      for (const dt of dl.querySelectorAll('dt')) {
        out[dt.textContent?.trim() ?? ''] = Number(dt.nextElementSibling?.textContent?.trim());
      }
      return out;
    });
    return contagens as unknown as Contagens;
  }

  get historico(): Locator {
    return this.page.getByRole('table', { name: 'Importações recentes' });
  }

  /** The alerts of the form (validation, failure with the server's reason, success). */
  get alertas(): Locator {
    return this.page.getByRole('alert');
  }

  // --- Errors report -------------------------------------------------------------------------

  get tabelaErros(): Locator {
    return this.page.getByRole('table', { name: 'Relatório de Erros' });
  }

  /** The rows of the errors report (the header row left out). */
  get linhasErros(): Locator {
    return this.tabelaErros.locator('tbody tr');
  }

  /** A row's cells by column name (SPEC §2 column order). */
  async celulasErro(linha: Locator): Promise<Record<string, string>> {
    const colunas = ['Linha', 'Tipo', 'Número da Fatura', 'Número do Extrato', 'Data', 'Valor', 'Motivo'];
    const textos = await linha.locator('td').allInnerTexts();
    return Object.fromEntries(colunas.map((c, i) => [c, (textos[i] ?? '').trim()]));
  }
}
