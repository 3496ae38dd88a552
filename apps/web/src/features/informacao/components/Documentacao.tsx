import { Typography } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * The user guide. One file on purpose: each feature that lands updates its own section here,
 * in the words the screens use.
 */
const SECTIONS = [
  { id: 'primeiros-passos', title: 'Primeiros passos' },
  { id: 'conta-e-sessao', title: 'Conta e sessão' },
  { id: 'perfil', title: 'O seu perfil' },
  { id: 'empresas-e-papeis', title: 'Empresas, lojas e papéis' },
  { id: 'administracao', title: 'Administração da empresa' },
  { id: 'importacao', title: 'Importar ficheiros' },
  { id: 'planilha', title: 'A planilha' },
  { id: 'depreciacoes', title: 'Depreciações' },
  { id: 'relatorios', title: 'Relatórios' },
  { id: 'relatorio-de-erros', title: 'Relatório de erros' },
  { id: 'encerramento-diario', title: 'Encerramento diário' },
  { id: 'ajuda', title: 'Precisa de ajuda?' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** A section reached by its address (#…) stops below the sticky top bar. */
const ANCORA = { scrollMarginTop: 80 } as const;

function heading(id: SectionId) {
  const section = SECTIONS.find((s) => s.id === id);
  return (
    <h2 id={id} style={ANCORA}>
      {section?.title}
    </h2>
  );
}

export function Documentacao() {
  const { hash } = useLocation();
  // Links from other pages name a section (#exportar-efatura-extratos): show it once the page is drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Typography>
      <h1>Documentação</h1>
      <p>
        O Contas Claras reúne num só lugar as faturas, os extratos bancários e os orçamentos das suas empresas
        e lojas, e transforma-os em relatórios de gestão: demonstração de resultados, fluxo de caixa, mapa de
        previsão de IVA, ponto de equilíbrio, ticket médio e vendas de produtos. Este guia explica cada passo,
        pela ordem em que normalmente os fará.
      </p>

      <nav aria-label="Índice da documentação">
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {heading('primeiros-passos')}
      <p>
        Para começar precisa apenas de um navegador atualizado (Chrome, Edge, Firefox ou Safari) e de um
        e-mail.
      </p>
      <ol>
        <li>
          Crie a sua conta em <Link to="/sign-up">Criar conta</Link>.
        </li>
        <li>
          Com a conta criada fica logo com a sessão iniciada, na lista das suas empresas (menu{' '}
          <strong>Contas</strong>
          ). Confirme o seu e-mail com o link que lhe enviámos.
        </li>
        <li>
          Se ainda não pertence a nenhuma empresa, verá a mensagem «Ainda não está associado a nenhuma
          empresa.» e as duas formas de entrar: peça ao administrador da sua empresa que o convide com o seu
          e-mail (o convite aparece no topo da lista, para aceitar), ou contacte-nos para criarmos a empresa.
        </li>
        <li>
          Depois de associado, escolha a empresa (<strong>Aceder</strong>). Um administrador de uma empresa
          nova vê no Resumo os <strong>Primeiros passos</strong>: criar as lojas, importar as faturas e os
          extratos, classificar as linhas e ver os relatórios, cada um com o seu link e marcado quando os
          dados o mostram.
        </li>
      </ol>
      <p>
        A aplicação funciona também em tablet e telemóvel: em ecrãs estreitos o menu abre-se no botão ☰ e,
        dentro de uma empresa, mostra também as páginas da empresa.
      </p>

      {heading('conta-e-sessao')}
      <h3>Criar conta</h3>
      <p>
        Indique o nome, o e-mail, a palavra-passe (duas vezes) e, se quiser, o telefone. A palavra-passe deve
        ter pelo menos 6 caracteres; se a confirmação for diferente verá «As palavras-passe não coincidem.».
        Com o registo concluído aparece «Utilizador criado com sucesso!» e entra logo na lista das suas
        empresas. Cada e-mail só pode ter uma conta.
      </p>
      <h3>Iniciar e terminar sessão</h3>
      <p>
        Entre com o e-mail e a palavra-passe. Por segurança, após várias tentativas falhadas o formulário fica
        bloqueado durante algum tempo («Muitas tentativas de login falhadas. Tente novamente mais tarde.»).
      </p>
      <p>
        A sessão mantém-se ativa enquanto usa a aplicação: é renovada automaticamente, sem lhe voltar a pedir
        a palavra-passe. Se a sessão expirar, é levado ao login e, depois de entrar, regressa à página onde
        estava. Use
        <strong> Logout</strong> (barra de topo ou menu da conta) para terminar a sessão, sobretudo num
        computador partilhado: a empresa selecionada também é esquecida.
      </p>
      <h3>Esqueceu-se da palavra-passe?</h3>
      <p>
        Em <Link to="/forgot-password">Recuperar palavra-passe</Link> indique o e-mail da conta. Receberá um
        link para definir uma nova palavra-passe; o link é válido durante um tempo limitado. Se tiver
        expirado, peça um novo. Depois de redefinir a palavra-passe, é levado ao login ao fim de 3 segundos.
      </p>

      {heading('perfil')}
      <p>
        Em <strong>Conta → Perfil</strong> vê o seu nome, e-mail e telefone. Carregue em{' '}
        <strong>Editar</strong> para alterar o nome ou o telefone e em <strong>Guardar</strong> para gravar; o
        botão só fica ativo quando alguma coisa mudou. O e-mail identifica a sua conta e não pode ser
        alterado.
      </p>
      <p>
        Para mudar a <strong>palavra-passe</strong> indique a atual e a nova, duas vezes. As sessões abertas
        noutros dispositivos terminam; esta continua.
      </p>
      <p>
        <strong>Exportar os meus dados</strong> descarrega um ficheiro JSON com o seu perfil, as empresas a
        que pertence, os convites, os endereços de onde iniciou sessão e as alterações que fez nas planilhas.
      </p>
      <p>
        <strong>Eliminar a minha conta</strong> pede a palavra-passe e apaga a conta, as sessões, as ligações
        às empresas e os convites para o seu e-mail; o que fez nas empresas fica com elas, sem o seu nome. Se
        for o único administrador de uma empresa com outros membros ou com dados, nomeie primeiro outro
        administrador ou elimine a empresa: a eliminação diz-lhe qual.
      </p>

      {heading('empresas-e-papeis')}
      <h3>A lista de empresas</h3>
      <p>
        Em <strong>Contas</strong> encontra, no topo, os <strong>convites pendentes</strong>: o nome da
        empresa, o papel que lhe propõem e a data em que o convite foi enviado. <strong>Aceitar</strong>{' '}
        junta-o à empresa (ela passa a aparecer na lista); <strong>Recusar</strong> apaga o convite.
      </p>
      <p>
        A seguir vêm as empresas a que pertence, com o nome, o NIF e o seu papel. <strong>Aceder</strong> abre
        a área da empresa, começando pelo Resumo; <strong>Gerir</strong> (só administradores) abre a página de
        administração. A empresa escolhida fica lembrada neste navegador até terminar a sessão.
      </p>
      <p>
        Sem empresas nem convites verá «Ainda não está associado a nenhuma empresa.»: peça a um administrador
        que o convide com o e-mail da sua conta. Com convites mas ainda sem empresas verá «Sem empresas
        associadas.» por baixo dos convites.
      </p>
      <h3>Lojas</h3>
      <p>
        Cada empresa tem uma ou mais <strong>lojas</strong> (unidades de negócio). Todos os relatórios podem
        ser vistos por loja, e cada linha da planilha pertence a uma loja.
      </p>
      <h3>Papéis</h3>
      <p>
        O que pode fazer depende do seu papel na empresa. O menu da área da empresa mostra só as páginas que o
        seu papel permite abrir, e <strong>Voltar a Contas</strong> regressa à lista de empresas.
      </p>
      <table>
        <thead>
          <tr>
            <th>Área</th>
            <th>Administrador</th>
            <th>Editor</th>
            <th>Leitor</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Resumo, todos os relatórios e Concorrência</td>
            <td>Sim</td>
            <td>Sim</td>
            <td>Sim</td>
          </tr>
          <tr>
            <td>Planilha, Depreciações, Importar Ficheiros</td>
            <td>Sim</td>
            <td>Sim</td>
            <td>Não</td>
          </tr>
          <tr>
            <td>Administração, detalhes das lojas, Relatório de Erros</td>
            <td>Sim</td>
            <td>Não</td>
            <td>Não</td>
          </tr>
        </tbody>
      </table>
      <p>
        Se abrir uma página que o seu papel não permite, verá «Acesso não autorizado» com um link para voltar
        à lista de empresas. Se um administrador mudar o seu papel, o menu acompanha a mudança da próxima vez
        que abrir a empresa.
      </p>
      <h3>Criar uma empresa</h3>
      <p>
        A criação de novas empresas é feita pela equipa Contas Claras: só as contas da equipa veem o botão{' '}
        <strong>Criar Nova Empresa</strong>; para as outras, a página responde «Sem permissão para criar
        empresas.». O formulário pede o nome, o NIF (exatamente 9 números, com o dígito de controlo certo) e o
        e-mail da empresa; o endereço e o telefone são opcionais. Cada NIF só pode ser registado uma vez. Quem
        cria a empresa fica como seu administrador.
      </p>

      {heading('administracao')}
      <p>
        Os administradores gerem a empresa na página <strong>Administração</strong> (botão{' '}
        <strong>Gerir</strong> na lista de empresas, ou no menu da empresa).
      </p>
      <h3>Dados da empresa</h3>
      <p>
        Carregue em <strong>Editar</strong> para alterar o nome, o endereço, o telefone, o e-mail, o website e
        o logótipo, e em <strong>Guardar</strong> para gravar. O NIF não pode ser alterado. O website
        escreve-se sem «https://», que já aparece antes do campo (se o colar com «https://», ele é retirado).
        O logótipo é o endereço de uma imagem; aparece junto ao nome da empresa em todas as páginas da
        empresa. Sem logótipo, ou se a imagem não abrir, é mostrado um desenho por omissão.
      </p>
      <h3>Utilizadores e convites</h3>
      <ul>
        <li>
          Para convidar alguém, indique o e-mail, escolha o papel (administrador, editor ou leitor) e carregue
          em <strong>Enviar convite</strong>. A pessoa recebe um e-mail e encontra o convite em{' '}
          <strong>Contas</strong> depois de entrar (ou de criar conta) com esse e-mail. O convite é válido
          durante 30 dias.
        </li>
        <li>
          Os convites ainda por aceitar aparecem em <strong>Convites pendentes</strong>; use{' '}
          <strong>Cancelar convite</strong> para o anular.
        </li>
        <li>
          Para mudar o papel de um utilizador, escolha o novo papel na coluna «Papel»: a mudança é imediata.
        </li>
        <li>
          <strong>Remover</strong> retira o utilizador da empresa, depois de confirmar.
        </li>
        <li>
          Na sua própria linha, <strong>Sair da empresa</strong> retira-o a si da empresa. A empresa tem
          sempre de ter pelo menos um administrador: nomeie outro antes de sair ou de deixar de ser
          administrador.
        </li>
      </ul>
      <h3>Lojas e número de colaboradores</h3>
      <p>
        <strong>Adicionar loja</strong> pede o nome (obrigatório), o e-mail e o telefone da loja.{' '}
        <strong>Remover</strong> retira a loja, depois de confirmar. Clique no nome de uma loja para ver os
        seus detalhes: com <strong>Editar</strong> altera o nome, o e-mail, o telefone, a morada, o
        responsável da loja e o contacto do responsável (só números), e o{' '}
        <strong>número de colaboradores</strong> por ano e por mês:
      </p>
      <ul>
        <li>
          <strong>+ Adicionar ano</strong> acrescenta o ano a seguir ao último (ou o ano atual, se ainda não
          houver nenhum), com 1 colaborador em cada mês;
        </li>
        <li>
          o ano de uma linha pode ser mudado, mas não para um ano que já exista («Esse ano já existe! Escolhe
          outro.»);
        </li>
        <li>os valores são números inteiros, a partir de 0; o ícone do caixote remove a linha desse ano;</li>
        <li>
          termine com <strong>Guardar</strong> (ou <strong>Cancelar</strong> para descartar as alterações).
        </li>
      </ul>
      <p>
        O número de colaboradores por loja é usado nos indicadores de produtividade do Resumo (por exemplo,
        VAB por posto de trabalho).
      </p>
      <h3>Eliminar a empresa</h3>
      <p>
        <strong>Eliminar empresa</strong> apaga a empresa, as suas lojas e todos os dados. Para confirmar,
        escreva o nome da empresa exatamente como aparece; só então <strong>Eliminar definitivamente</strong>{' '}
        fica ativo. Esta ação não pode ser desfeita.
      </p>

      {heading('importacao')}
      <p>
        Em <strong>Importar Ficheiros</strong> (administradores e editores) escolha o que quer importar:{' '}
        <strong>Importar Extratos &amp; Faturas</strong>, <strong>Importar Planilha Completa</strong>,{' '}
        <strong>Importar Orçamento Anual</strong> ou <strong>Importar Produtos de Vendas</strong>. Cada
        formulário tem um link para o modelo do ficheiro (ou, para as faturas e os extratos, para as
        instruções de exportação abaixo) e o botão <strong>Cancelar</strong> para voltar ao menu.
      </p>
      <p>
        Enquanto o ficheiro é enviado, o ecrã mostra «A carregar o ficheiro...» com uma barra de progresso; a
        seguir, enquanto o servidor o lê e grava, «Em processamento...». Aguarde até terminar: cada ficheiro é
        gravado por inteiro ou não é gravado de todo. Cada ficheiro pode ter até 20 MB.
      </p>
      <h3>Importar Extratos &amp; Faturas</h3>
      <ul>
        <li>
          Escolha o ficheiro das faturas em <strong>Ficheiro e-fatura</strong>, o do banco em{' '}
          <strong>Ficheiro extrato</strong>, ou ambos, e carregue em{' '}
          <strong>Importar E-Faturas &amp; Extratos</strong>. Pelo menos um é obrigatório («Selecionar pelo
          menos um arquivo.»).
        </li>
        <li>
          As faturas de aquisição (compras) ficam com o fornecedor (NIF e nome); as faturas emitidas (vendas)
          com o NIF do cliente. As notas de crédito entram com valor negativo e os documentos anulados pelo
          emitente não contam nos totais.
        </li>
        <li>
          Os movimentos entram como linhas por associar; o formato do banco é reconhecido automaticamente.
        </li>
      </ul>
      <h3 id="exportar-efatura-extratos" style={ANCORA}>
        Como exportar as faturas do Portal das Finanças
      </h3>
      <ol>
        <li>
          Entre no e-fatura do Portal das Finanças (faturas.portaldasfinancas.gov.pt) com o NIF e a senha de
          acesso da empresa.
        </li>
        <li>
          Abra <strong>Consultar faturas</strong>. Para as compras, consulte como <strong>adquirente</strong>.
          Para as vendas, consulte as faturas <strong>emitidas</strong> (como emitente).
        </li>
        <li>Indique o período (data de emissão de… a…) e pesquise.</li>
        <li>
          Use a opção de <strong>exportar</strong> da lista de resultados: o portal descarrega um ficheiro
          CSV. Escolha esse ficheiro tal como veio. Se o abriu e gravou no Excel (CSV ou .xlsx), também é
          aceite.
        </li>
      </ol>
      <p>
        Exporte períodos completos (por exemplo, o mês inteiro). Se os períodos se sobrepuserem não há
        problema: ver «Importar de novo» abaixo.
      </p>
      <h3>Como exportar os extratos do banco</h3>
      <p>
        No homebanking, abra os movimentos da conta à ordem, escolha o período e exporte em CSV ou Excel. Não
        altere o ficheiro antes de o importar; os PDF não são aceites.
      </p>
      <table>
        <thead>
          <tr>
            <th>Banco</th>
            <th>Onde exportar</th>
            <th>Ficheiro</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Caixa Geral de Depósitos</td>
            <td>Caixadirecta: «Consultar saldos e movimentos à ordem», exportar</td>
            <td>CSV</td>
          </tr>
          <tr>
            <td>Millennium BCP</td>
            <td>Movimentos da conta, exportar para Excel</td>
            <td>Excel (.xlsx)</td>
          </tr>
          <tr>
            <td>BPI</td>
            <td>BPI Net Empresas: movimentos, «Download de movimentos»</td>
            <td>Excel (.xlsx) ou CSV</td>
          </tr>
          <tr>
            <td>Santander</td>
            <td>«Listagem de Movimentos», exportar</td>
            <td>CSV ou Excel</td>
          </tr>
          <tr>
            <td>Montepio</td>
            <td>Net24: movimentos da conta, exportar</td>
            <td>CSV (separado por tabulações)</td>
          </tr>
          <tr>
            <td>Crédito Agrícola</td>
            <td>CA Online: «Consulta de Movimentos de Contas D.O.», exportar</td>
            <td>Excel (.xlsx)</td>
          </tr>
          <tr>
            <td>ActivoBank</td>
            <td>Histórico da conta, exportar</td>
            <td>Excel (.xlsx) ou CSV</td>
          </tr>
          <tr>
            <td>Novo Banco</td>
            <td>Movimentos da conta, exportar</td>
            <td>CSV ou Excel</td>
          </tr>
          <tr>
            <td>Outros bancos</td>
            <td>Serviço de empresas: extrato em formato normalizado</td>
            <td>ISO 20022 camt.053 (XML) ou OFX</td>
          </tr>
        </tbody>
      </table>
      <p>
        Se o ficheiro não for reconhecido, a mensagem diz quais os formatos suportados; envie-nos um exemplo
        através do <Link to="/informacao/suporte">Suporte</Link>.
      </p>
      <h3>Importar Planilha Completa, Orçamento Anual e Produtos de Vendas</h3>
      <p>
        Estes três ficheiros seguem modelos do Contas Claras: carregue em <strong>Descarregar modelo</strong>{' '}
        no formulário, preencha-o no Excel e importe-o. Cada modelo traz uma folha de instruções e listas para
        escolher as categorias; não mude os títulos das colunas. Só são aceites ficheiros .xlsx.
      </p>
      <ul>
        <li>
          <strong>Planilha Completa</strong>: escolha a <strong>Loja</strong> e o ficheiro de uma planilha já
          classificada.
        </li>
        <li>
          <strong>Orçamento Anual</strong>: escolha a <strong>Loja</strong>, o <strong>Ano</strong> (do ano
          atual até nove anos à frente; por omissão, o próximo) e o ficheiro. O modelo descarregado é o do ano
          escolhido. O orçamento é a base dos relatórios de orçamento.
        </li>
        <li>
          <strong>Produtos de Vendas</strong>: escolha a <strong>Loja</strong> e o ficheiro com as quantidades
          vendidas por produto e por mês.
        </li>
      </ul>
      <p>
        Se faltar alguma escolha, o formulário avisa: «Por favor selecione o arquivo.» (planilha), «Por favor,
        selecione o arquivo, o ano e a loja.» (orçamento) ou «Por favor, selecione o arquivo e a loja.»
        (produtos).
      </p>
      <h3>O resultado da importação</h3>
      <p>
        No fim aparece «Importamento concluído!» e, para cada ficheiro, o resumo: quantas linhas foram{' '}
        <strong>importadas</strong>, quantas eram <strong>duplicadas</strong> (já existiam e foram ignoradas),
        quantas foram <strong>atualizadas</strong> (por exemplo, uma fatura entretanto anulada) e quantas
        foram <strong>recusadas</strong>, com o número da linha do ficheiro e o motivo. Corrija essas linhas
        no ficheiro e importe-o de novo.
      </p>
      <p>
        Se o ficheiro não puder ser lido, verá «Erro ao importar arquivos.» (ou «Erro ao importar planilha.»,
        «Erro ao importar orçamento.», «Erro ao importar produtos.») seguido do motivo exato: formato não
        reconhecido, tipo de ficheiro não aceite, ficheiro acima de 20 MB… Nesse caso nada é gravado.
      </p>
      <h3>Importar de novo</h3>
      <p>
        Pode importar o mesmo ficheiro, ou um período que se sobrepõe a outro já importado, sem medo: as
        faturas são reconhecidas pelo NIF do emitente e pelo número do documento, e os movimentos pela
        referência do banco (ou pela data, valor, descrição e saldo). O que já existe é contado como duplicado
        e não volta a entrar.
      </p>
      <h3>Categorização automática</h3>
      <p>
        Quando uma fatura é de um fornecedor (NIF) que a empresa já classificou antes, ou um movimento tem uma
        descrição já classificada, a linha nova recebe a mesma classificação. Uma classificação feita à mão
        nunca é substituída. Em <strong>Importações recentes</strong>, na página de importação, vê as últimas
        importações com as suas contagens; <strong>Reverter categorização</strong> (depois de confirmar)
        retira a classificação automática das linhas dessa importação.
      </p>
      <h3 id="correspondencias" style={ANCORA}>
        Processar Correspondências
      </h3>
      <p>
        Depois de importar as faturas e os extratos, carregue em <strong>Processar Correspondências</strong>{' '}
        (o botão mostra «A processar...»). A aplicação associa cada fatura ao movimento bancário que a pagou:
      </p>
      <ol>
        <li>
          primeiro pelas referências: o número da fatura, o ATCUD ou o NIF escritos na descrição do movimento;
        </li>
        <li>depois pelo valor exato, numa janela de datas à volta da data da fatura;</li>
        <li>por fim com pequenas tolerâncias (alguns cêntimos, datas mais afastadas).</li>
      </ol>
      <p>
        Também reconhece um pagamento que liquida várias faturas e uma fatura paga em várias prestações.
        Quando há mais do que uma hipótese igualmente boa, a aplicação não adivinha: o caso vai para o
        Relatório de Erros. As associações feitas ou desfeitas à mão na planilha nunca são alteradas. No fim
        aparece «✅ Processamento concluído!» com o número de correspondências e de linhas para rever.
      </p>

      {heading('planilha')}
      <p>
        A planilha junta, numa linha, a fatura e o movimento bancário correspondente, com a classificação
        usada pelos relatórios. Mostra 200 linhas por página; use <strong>&lt;</strong> e{' '}
        <strong>&gt;</strong> para mudar de página. Os valores aparecem como 1.234,56 € e as datas como
        dd/mm/aaaa. A tabela desliza na horizontal: as 20 colunas vão de <strong>Ações</strong> a{' '}
        <strong>Unidade de Negócio</strong>.
      </p>
      <h3>Procurar e filtrar</h3>
      <ul>
        <li>
          Escreva em «Pesquisar por...» (fornecedor, NIF, número de fatura, descritivo, categoria ou valor,
          com ou sem acentos) e carregue em <strong>Procurar</strong> ou Enter; o <strong>×</strong> limpa a
          pesquisa.
        </li>
        <li>
          Em «Filtrar por data:» escolha a data inicial e a data final (dd/mm/aaaa) e carregue em{' '}
          <strong>Procurar</strong>. Por omissão são mostrados os últimos três meses; o intervalo escolhido
          fica lembrado neste navegador e <strong>Limpar</strong> volta aos últimos três meses. A data inicial
          não pode ser posterior à final: nesse caso a data final é apagada e aparece um aviso.
        </li>
        <li>
          Clique no título de uma coluna para ordenar por ela (▲ crescente); um segundo clique inverte a ordem
          (▼). A ordenação abrange todas as páginas, não só a que está à vista.
        </li>
        <li>
          Um <strong>✦</strong> na Categoria A indica uma linha classificada automaticamente na importação, a
          partir das faturas anteriores do mesmo NIF ou dos movimentos anteriores com a mesma descrição; passe
          o rato por cima para ver o que foi aplicado.
        </li>
      </ul>
      <h3>Classificar e editar</h3>
      <p>
        Carregue em <strong>Editar Planilha</strong>, altere o que precisar e termine com{' '}
        <strong>Salvar Alterações</strong> (ou <strong>Cancelar</strong> para descartar). As alterações
        aparecem logo no ecrã, a amarelo, e só são gravadas ao guardar; durante a edição a mudança de página,
        a pesquisa e o filtro ficam bloqueados. As células que pode alterar ficam a branco; as outras, a
        cinzento.
      </p>
      <ul>
        <li>
          <strong>Categoria A / Subcategoria A</strong>: a natureza do gasto ou rendimento (por exemplo,
          Fornecimentos e serviços externos → Electricidade). Usada na demonstração de resultados.
        </li>
        <li>
          <strong>Categoria B / Subcategoria B / Rúbrica B</strong>: a atividade de fluxo de caixa
          (operacional, investimento ou financiamento). Usada no fluxo de caixa.
        </li>
        <li>
          <strong>Tipologia</strong> (Pessoal, Empresa), <strong>Gasto</strong> (Fixo, Variável),{' '}
          <strong>Cash Flow</strong> (Entrada ou Saída), <strong>Data Pagamento</strong> e a{' '}
          <strong>Unidade de Negócio</strong> (loja).
        </li>
        <li>
          Ao mudar a Categoria A, a Subcategoria A passa à primeira dessa categoria; ao mudar a Categoria B, a
          Subcategoria B e a Rúbrica B voltam às da categoria; ao mudar a Subcategoria B, a Rúbrica B volta à
          primeira. Quando só há uma opção (por exemplo, Não Aplicável nas atividades operacionais), ela é
          escolhida automaticamente.
        </li>
      </ul>
      <p>
        Nas linhas que criou à mão pode editar também os dados da fatura (NIF, Emitente, Nº Fatura, Data
        Emissão, Base Tributável, IVA, Total) e do extrato (Descritivo, Valor Extrato), estes só enquanto a
        linha não estiver associada a um movimento bancário. Nas linhas importadas e nas criadas por outras
        pessoas só a classificação é editável.
      </p>
      <p>
        Ao guardar, cada linha alterada é gravada à parte. Se alguma não puder ser gravada, aparece a lista
        dessas linhas com o motivo e as alterações delas ficam no ecrã para corrigir. Se outra pessoa tiver
        alterado a mesma linha depois de a abrir, é mostrado o valor atual ao lado do seu;{' '}
        <strong>Recarregar linha</strong> descarta as suas alterações dessa linha e mostra a versão atual.
        Sair da página com alterações por gravar pede confirmação.
      </p>
      <h3>Teclado, copiar e colar</h3>
      <ul>
        <li>
          Mova-se entre células com as setas e Tab; Enter (ou começar a escrever) abre a célula para edição e
          Enter confirma; Escape cancela a alteração da célula. As listas e as datas abrem também com um
          clique.
        </li>
        <li>Ctrl+C copia o valor da célula como texto (valores como 1.234,56 e datas como dd/mm/aaaa).</li>
        <li>
          Ctrl+V cola numa célula editável. Numa lista só é aceite uma opção válida (a subcategoria tem de
          pertencer à categoria da linha, a rúbrica à subcategoria); caso contrário aparece «Valor inválido
          para colagem!». Na Unidade de Negócio o texto tem de ser o nome de uma loja, senão aparece «Loja
          inválida para colagem!».
        </li>
        <li>
          Pode colar um bloco de células copiado do Excel: o bloco é preenchido a partir da célula
          selecionada, para a direita e para baixo, com as mesmas regras em cada célula; as células que não
          pode alterar são saltadas.
        </li>
      </ul>
      <h3>Ações da linha</h3>
      <p>
        Na coluna <strong>Ações</strong>: o histórico da linha (quem alterou o quê e quando) está sempre
        disponível. Nas linhas que criou à mão pode ainda adicionar uma linha nova, duplicar a linha ou
        removê-la (com confirmação). <strong>Nova Linha</strong>, por cima da tabela, cria uma linha manual
        com a data de hoje; depois de a criar, a planilha volta à primeira página.
      </p>
      <h3>Associar extratos</h3>
      <p>
        Uma linha pendente sem extrato pode ser associada manualmente a um movimento bancário ainda por
        associar: a lista mostra primeiro os movimentos de valor mais próximo do total da fatura e pode ser
        filtrada. Uma linha com extrato pode ser desassociada, e o movimento volta à lista dos pendentes. Em
        ambos os casos a planilha é recarregada.
      </p>

      {heading('depreciacoes')}
      <p>
        Em <strong>Depreciações</strong> (administradores e editores) regista, por loja e por ano, o valor
        anual das depreciações de cada classe de ativos fixos do SNC: Edifícios e outras construções,
        Equipamento básico, Equipamento de transporte, Equipamento administrativo, Equipamentos biológicos,
        Outros ativos fixos tangíveis, Programas de computador, Propriedade industrial e Outros ativos
        intangíveis. A página mostra o nome e o logótipo da empresa, a escolha da loja (por omissão, a
        primeira) e uma tabela com uma linha por ano.
      </p>
      <ul>
        <li>
          Carregue em <strong>Editar</strong>. <strong>+ Adicionar Ano</strong> acrescenta uma linha a zeros
          com o ano a seguir ao último (ou o ano atual, se ainda não houver nenhum).
        </li>
        <li>
          O ano de cada linha escolhe-se entre o ano atual menos 5 e o ano atual mais 5; a lista só mostra os
          anos que ainda não estão noutra linha. Um ano repetido é recusado com «Este ano já está em uso. Por
          favor, escolha outro ano.». O ícone do caixote remove a linha desse ano.
        </li>
        <li>
          Os valores são em euros, a partir de 0, com duas casas decimais (são arredondados ao cêntimo); um
          campo vazio conta como zero.
        </li>
        <li>
          <strong>Salvar</strong> grava e volta à consulta. <strong>Cancelar</strong> sem alterações volta
          logo à consulta; com alterações por guardar pede confirmação («Descartar alterações») e repõe os
          valores que estavam gravados. Durante a edição não é possível mudar de loja.
        </li>
      </ul>
      <p>
        Na demonstração de resultados, o valor de cada ano entra como gasto na linha{' '}
        <strong>Depreciações</strong>, um duodécimo em cada mês (os cêntimos que sobram da divisão vão para os
        primeiros meses, para que os doze meses somem exatamente o valor anual). Se as depreciações não
        carregarem aparece «Erro ao carregar as depreciações»; se a gravação falhar, «Erro ao salvar
        depreciações» e as alterações continuam no ecrã para tentar de novo.
      </p>

      {heading('relatorios')}
      <p>
        Em todos os relatórios escolha a loja (por omissão, a primeira) e o ano ou os dois anos a comparar.
        Enquanto os dados chegam aparece um indicador de carregamento; mudar a loja ou um ano recarrega o
        relatório. A escolha fica no endereço da página: recarregar ou partilhar o link mostra o mesmo
        relatório.
      </p>
      <h3>Comparar dois anos</h3>
      <ul>
        <li>
          <strong>Loja</strong>: uma loja, ou <strong>Todas as lojas</strong> — a empresa consolidada, em que
          cada valor é a soma das lojas.
        </li>
        <li>
          <strong>Anos a Comparar</strong>: dois anos entre o ano atual e os nove anteriores; por omissão, o
          ano anterior e o atual.
        </li>
        <li>
          Cada mês (Jan a Dez), o <strong>Total</strong> e a <strong>Média</strong> têm quatro colunas: o
          valor do primeiro ano, o do segundo, <strong>∆ €</strong> (segundo ano menos o primeiro) e{' '}
          <strong>∆ %</strong> (essa diferença a dividir pelo valor do primeiro ano, em valor absoluto; 0 %
          quando os dois são zero e 100 % quando só o primeiro é zero). A Média é a média dos meses com valor:
          um mês sem movimento não a puxa para baixo.
        </li>
        <li>
          Os valores negativos aparecem a vermelho e com o sinal menos (-1.234,56 €). Nos relatórios os gastos
          e os pagamentos são negativos e os rendimentos e os recebimentos positivos, por isso cada subtotal é
          a soma das linhas acima dele.
        </li>
        <li>
          As linhas com uma seta abrem-se para mostrar o detalhe (e fecham-se com um segundo clique);{' '}
          <strong>Expandir tudo</strong> e <strong>Recolher tudo</strong> fazem-no de uma vez, e{' '}
          <strong>Ocultar linhas sem valores</strong> esconde as linhas de detalhe a zero nos dois anos.
        </li>
        <li>
          A tabela desloca-se na horizontal e na vertical dentro da sua moldura, com os títulos das colunas e
          a coluna das rubricas sempre visíveis (também em tablet).
        </li>
        <li>Por cima da tabela, um gráfico mostra as linhas principais mês a mês nos dois anos.</li>
        <li>
          <strong>Exportar Excel</strong> descarrega o relatório da loja e dos anos escolhidos num ficheiro
          Excel (.xlsx) com as mesmas linhas e colunas; os valores são números, prontos a usar em fórmulas.
        </li>
      </ul>
      <h3>Demonstração de Resultados</h3>
      <p>
        A demonstração de resultados segue o <strong>regime do acréscimo</strong>: cada fatura conta no mês da
        sua data de emissão, pelo valor sem IVA (base tributável), quer já tenha sido paga quer não. As notas
        de crédito abatem ao valor. As linhas da planilha sem fatura contam com a data e o valor do movimento
        bancário. Cada linha entra pela sua <strong>Categoria A</strong>:
      </p>
      <dl>
        <dt>Vendas e serviços prestados</dt>
        <dd>Serviços prestados, venda de mercadoria e venda de produtos.</dd>
        <dt>Subsídios à exploração</dt>
        <dd>Subsídios recebidos para a atividade.</dd>
        <dt>Variáveis FSE e Fixos FSE</dt>
        <dd>
          Os fornecimentos e serviços externos, separados pelo campo <strong>Gasto</strong> da planilha: só os
          marcados «Variável» são variáveis; os restantes contam como fixos. Cada grupo abre-se nos subgrupos
          da conta 62 do SNC (Subcontratos, Serviços especializados, Materiais, Energia e fluidos, Deslocações
          estadas e transportes, Serviços diversos) e estes nas suas rubricas (por exemplo, Electricidade).
        </dd>
        <dt>Compras</dt>
        <dd>Mercadoria, matéria-prima e produto inacabado; contam sempre como gasto variável.</dd>
        <dt>Margem Bruta</dt>
        <dd>Vendas + subsídios + FSE variáveis + compras.</dd>
        <dt>Gastos com o pessoal e Impostos</dt>
        <dd>
          Vencimentos, higiene e segurança, formação, subsídio de refeição e seguros; em Impostos, a TSU, a
          Segurança Social e o IRS. Ambas as linhas se abrem nos seus itens.
        </dd>
        <dt>Resultado antes de depreciações</dt>
        <dd>Margem Bruta + FSE fixos + gastos com o pessoal + impostos.</dd>
        <dt>Depreciações</dt>
        <dd>Os valores anuais da página Depreciações, um duodécimo por mês.</dd>
        <dt>Resultado antes de gastos de financiamento e impostos</dt>
        <dd>O resultado anterior menos as depreciações.</dd>
        <dt>Juros e Gastos Similares</dt>
        <dd>Juros obtidos (positivos) e juros suportados (negativos).</dd>
        <dt>Resultado antes de impostos</dt>
        <dd>O resultado anterior mais os juros obtidos e menos os juros suportados.</dd>
        <dt>Imposto sobre o rendimento</dt>
        <dd>
          IRC estimado à taxa geral do ano (21 % até 2024, 20 % em 2025, 19 % em 2026, 18 % em 2027 e 17 % a
          partir de 2028), só quando o resultado antes de impostos é positivo. Cada mês paga sobre o seu
          resultado; a coluna Total calcula o imposto sobre o resultado do ano, como a lei o cobra — por isso,
          num ano com meses de prejuízo, o Total do imposto e do resultado líquido não é a soma dos meses. A
          taxa usada aparece por cima da tabela; um administrador da empresa pode aí definir outra taxa para
          um ano, ou repor a taxa legal.
        </dd>
        <dt>Resultado líquido do período</dt>
        <dd>Resultado antes de impostos menos o imposto.</dd>
      </dl>
      <p>
        As compras de Investimentos e as linhas sem Categoria A não entram na demonstração de resultados (os
        investimentos entram pelas depreciações). O que fica de fora por falta de Categoria A aparece na
        última linha, <strong>Por classificar</strong>, com uma ligação para essas linhas na planilha. O
        gráfico mostra as vendas e o resultado líquido de cada mês nos dois anos.
      </p>
      <h3>Fluxo de Caixa</h3>
      <p>
        O fluxo de caixa segue o <strong>regime de caixa</strong>: conta o dinheiro que entrou e saiu, na data
        do movimento bancário e pelo valor do extrato (entradas positivas, saídas negativas), seja qual for a
        data da fatura. Cada movimento entra pela sua <strong>Categoria B</strong>:
      </p>
      <dl>
        <dt>Fluxos de caixa das actividades operacionais</dt>
        <dd>
          Recebimentos de clientes, pagamentos a fornecedores e ao pessoal, e outros recebimentos e pagamentos
          da atividade.
        </dd>
        <dt>Fluxos de caixa das actividades de investimento</dt>
        <dd>
          Pagamentos e recebimentos de ativos fixos (tangíveis, intangíveis, investimentos financeiros…), com
          as suas rubricas.
        </dd>
        <dt>Fluxos de caixa das actividades de financiamento</dt>
        <dd>Financiamentos obtidos e reembolsados, juros, dividendos e outras operações de financiamento.</dd>
        <dt>Por classificar</dt>
        <dd>
          Movimentos ainda sem Categoria B: contam na variação, para que a caixa bata com o banco. A ligação
          «ver» abre essas linhas na planilha.
        </dd>
        <dt>Variação de caixa e seus equivalentes</dt>
        <dd>A soma das três atividades e do que está por classificar.</dd>
        <dt>Caixa e seus equivalentes no início do período</dt>
        <dd>
          A caixa no primeiro dia do mês: em janeiro, a caixa inicial do ano; nos outros meses, a caixa no fim
          do mês anterior. Na coluna Total, a caixa a 1 de janeiro.
        </dd>
        <dt>Caixa e seus equivalentes no fim do período</dt>
        <dd>A caixa no início do mês mais a variação. Na coluna Total, a caixa a 31 de dezembro.</dd>
      </dl>
      <p>
        Por cima da tabela aparece a <strong>caixa inicial</strong> de cada ano comparado e a sua origem:{' '}
        <strong>Saldo dos extratos bancários</strong> (o saldo a 1 de janeiro nos extratos importados),{' '}
        <strong>Transitada do ano anterior</strong> (a caixa no fim de dezembro do ano anterior) ou{' '}
        <strong>Definida manualmente</strong>. Administradores e editores podem escolher uma loja e carregar
        em <strong>Alterar</strong> para indicar o valor à mão (pode ser negativo, por exemplo num descoberto)
        e em <strong>Guardar</strong>; <strong>Usar valor automático</strong> volta a usar o valor dos
        extratos ou do ano anterior. Em «Todas as lojas» a caixa inicial é a soma das lojas. O gráfico mostra
        a variação de caixa e a caixa no fim de cada mês nos dois anos.
      </p>
      <h3>Os outros relatórios</h3>
      <dl>
        <dt>
          <strong>Resumo</strong>
        </dt>
        <dd>
          Os números essenciais do ano: demonstração de resultados, fluxo de caixa, margens e rentabilidade,
          ponto de equilíbrio, e a comparação mensal entre o real e o orçamento.
        </dd>
        <dt>
          <strong>Demonstração de Resultados - Orçamento e Fluxo de Caixa - Orçamento</strong>
        </dt>
        <dd>O real comparado com o orçamentado, mês a mês.</dd>
        <dt>
          <strong>Mapa de Previsão de IVA</strong>
        </dt>
        <dd>IVA das vendas e IVA dedutível das compras, e a previsão de IVA a entregar ou a recuperar.</dd>
        <dt>
          <strong>Análise Ticket Médio</strong>
        </dt>
        <dd>Faturação mensal a dividir pelo número de faturas, por tipo de venda.</dd>
        <dt>
          <strong>Ponto de Equilíbrio</strong>
        </dt>
        <dd>
          Custos fixos, margem de contribuição e as vendas e quantidades necessárias para não ter prejuízo.
        </dd>
        <dt>
          <strong>Análise de Venda de Produtos</strong>
        </dt>
        <dd>Quantidades vendidas por produto e por mês nos dois anos.</dd>
      </dl>
      <p>
        Os valores são apresentados em euros no formato português (1.234,56 €) e as datas como dd/mm/aaaa.
      </p>

      {heading('relatorio-de-erros')}
      <p>
        O <strong>Relatório de Erros</strong> (administradores) lista o que o processamento de
        correspondências não conseguiu associar com segurança: faturas sem pagamento, movimentos sem fatura e
        casos com mais do que uma hipótese. Cada linha mostra a <strong>Linha</strong>, o{' '}
        <strong>Tipo</strong>, o <strong>Número da Fatura</strong>, o <strong>Número do Extrato</strong>, a{' '}
        <strong>Data</strong> (dd/mm/aaaa), o <strong>Valor</strong> e o <strong>Motivo</strong>, em palavras.
      </p>
      <ul>
        <li>
          Resolva cada caso na planilha (por exemplo, associando o extrato à mão) e retire-o da lista com{' '}
          <strong>Remover</strong>.
        </li>
        <li>
          <strong>Remover Todos</strong> limpa a lista, depois de confirmar em «Confirmar Exclusão» com{' '}
          <strong>Excluir</strong>. Não pode ser desfeito.
        </li>
        <li>
          Cada vez que processa as correspondências, o relatório é substituído pelo resultado novo. Sem nada
          para rever, a página mostra «Sem relatórios de erros.».
        </li>
      </ul>

      {heading('encerramento-diario')}
      <p>
        O sistema é desligado automaticamente todos os dias às 19h00 (horário de Lisboa). A partir das 18h45
        aparece no topo um aviso com os minutos que faltam: grave o seu trabalho, sobretudo na planilha. Pode
        fechar o aviso; ele não volta a aparecer nesse dia.
      </p>

      {heading('ajuda')}
      <p>
        Se algo não correr como esperado, contacte-nos através da página{' '}
        <Link to="/informacao/suporte">Suporte</Link>. Indique a empresa, a página e, se possível, o ficheiro
        que estava a importar.
      </p>
    </Typography>
  );
}
