import { Typography } from '@mantine/core';
import { Link } from 'react-router';

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

function heading(id: SectionId) {
  const section = SECTIONS.find((s) => s.id === id);
  return <h2 id={id}>{section?.title}</h2>;
}

export function Documentacao() {
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
          Inicie sessão em <Link to="/login">Login</Link>. Chega à lista das suas empresas (menu{' '}
          <strong>Contas</strong>
          ).
        </li>
        <li>
          Se ainda não pertence a nenhuma empresa, verá a mensagem «Ainda não está associado a nenhuma
          empresa.». Peça ao administrador da sua empresa que o convide com o seu e-mail (o convite aparece no
          topo da lista, para aceitar), ou contacte-nos para criarmos a empresa.
        </li>
        <li>
          Depois de associado, escolha a empresa (<strong>Aceder</strong>) e importe as faturas e os extratos
          do período que quer analisar. Os relatórios ficam disponíveis de imediato.
        </li>
      </ol>
      <p>A aplicação funciona também em tablet e telemóvel: em ecrãs estreitos o menu abre-se no botão ☰.</p>

      {heading('conta-e-sessao')}
      <h3>Criar conta</h3>
      <p>
        Indique o nome, o e-mail, a palavra-passe (duas vezes) e, se quiser, o telefone. A palavra-passe deve
        ter pelo menos 6 caracteres; se a confirmação for diferente verá «As palavras-passe não coincidem.».
        Com o registo concluído aparece «Utilizador criado com sucesso!» e é levado ao login. Cada e-mail só
        pode ter uma conta.
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
        <strong>Adicionar loja</strong> pede o nome (sugerido «LojaA»), o e-mail e o telefone da loja.{' '}
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
        Em <strong>Importar Ficheiros</strong> escolha o que quer importar. Cada opção tem um link para
        descarregar o modelo do ficheiro e um botão <strong>Cancelar</strong> para voltar ao menu. Enquanto o
        ficheiro é enviado e processado, o ecrã mostra «A carregar o ficheiro...» ou «Em processamento...»:
        aguarde até terminar.
      </p>
      <h3>Importar Extratos &amp; Faturas</h3>
      <ul>
        <li>
          <strong>E-faturas</strong>: no Portal das Finanças (e-fatura), em «Consultar faturas», exporte as
          faturas do período em CSV e escolha esse ficheiro. Os ficheiros abertos e gravados no Excel também
          são aceites.
        </li>
        <li>
          <strong>Extratos bancários</strong>: exporte os movimentos da conta no homebanking (CSV ou Excel) e
          escolha o ficheiro.
        </li>
        <li>Pode importar só um dos dois, mas pelo menos um é obrigatório.</li>
        <li>
          Importar de novo o mesmo ficheiro, ou um período sobreposto, não duplica linhas: as que já existem
          são ignoradas.
        </li>
      </ul>
      <p>
        Depois de importar, carregue em <strong>Processar Correspondências</strong>: a aplicação associa cada
        fatura ao movimento bancário que a pagou, comparando valores, datas e descrições. O que não for
        possível associar fica no Relatório de Erros e pode ser associado à mão na planilha.
      </p>
      <h3>Importar Planilha Completa</h3>
      <p>Escolha a loja e o ficheiro de uma planilha já classificada (segundo o modelo).</p>
      <h3>Importar Orçamento Anual</h3>
      <p>
        Escolha a loja, o ano (por omissão, o próximo) e o ficheiro do orçamento. O orçamento é a base dos
        relatórios «Demonstração de Resultados - Orçamento» e «Fluxo de Caixa - Orçamento».
      </p>
      <h3>Importar Produtos de Vendas</h3>
      <p>Escolha a loja e o ficheiro com as quantidades vendidas por produto e por mês.</p>

      {heading('planilha')}
      <p>
        A planilha junta, numa linha, a fatura e o movimento bancário correspondente, com a classificação
        usada pelos relatórios. Mostra 200 linhas por página; use <strong>&lt;</strong> e{' '}
        <strong>&gt;</strong> para mudar de página.
      </p>
      <h3>Procurar e filtrar</h3>
      <ul>
        <li>
          Escreva em «Pesquisar por...» (fornecedor, NIF, número de fatura, descritivo…) e carregue em{' '}
          <strong>Procurar</strong>.
        </li>
        <li>
          Em «Filtrar por data:» escolha o intervalo e carregue em <strong>Procurar</strong>;{' '}
          <strong>Limpar</strong> retira o filtro. Por omissão são mostrados os últimos três meses, e o
          intervalo escolhido é lembrado.
        </li>
        <li>Clique no título de uma coluna para ordenar; um segundo clique inverte a ordem.</li>
      </ul>
      <h3>Classificar e editar</h3>
      <p>
        Carregue em <strong>Editar Planilha</strong>, altere o que precisar e termine com{' '}
        <strong>Salvar Alterações</strong> (ou <strong>Cancelar</strong> para descartar). As alterações
        aparecem logo no ecrã e só são gravadas ao salvar; durante a edição a mudança de página fica
        bloqueada.
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
          <strong>Tipologia</strong> (Pessoal, Empresa), <strong>Gasto</strong> (Fixo, Variável) e a{' '}
          <strong>Unidade de Negócio</strong> (loja).
        </li>
        <li>
          Ao mudar uma categoria, as subcategorias voltam ao valor por omissão dessa categoria; quando só há
          uma opção, ela é escolhida automaticamente.
        </li>
        <li>
          Pode copiar e colar valores entre células; ao colar numa lista, o texto tem de ser uma opção válida.
        </li>
      </ul>
      <p>
        Nas linhas criadas por si à mão (botões de ação da linha: adicionar, duplicar, remover) pode editar
        também os dados da fatura e do extrato. Nas linhas importadas só a classificação é editável.
      </p>
      <h3>Associar extratos</h3>
      <p>
        Uma linha pendente sem extrato pode ser associada manualmente a um movimento bancário ainda por
        associar; uma linha com extrato pode ser desassociada. Em ambos os casos a página é recarregada.
      </p>

      {heading('depreciacoes')}
      <p>
        Em <strong>Depreciações</strong> escolha a loja e registe, por ano, o valor de cada categoria de
        depreciação. Carregue em <strong>Editar</strong>, use <strong>+ Adicionar Ano</strong> para um novo
        ano e termine com <strong>Salvar</strong>. Os valores têm duas casas decimais; um campo vazio conta
        como zero. Cada ano só pode aparecer uma vez.
      </p>

      {heading('relatorios')}
      <p>
        Em todos os relatórios escolha a loja (por omissão, a primeira) e o ano ou os dois anos a comparar
        (por omissão, o ano anterior e o atual). Os valores aparecem por mês, com as colunas{' '}
        <strong>Total</strong> e <strong>Média</strong> (média dos meses com valor), e as comparações mostram
        a diferença em euros (∆ €) e em percentagem (∆ %).
      </p>
      <dl>
        <dt>
          <strong>Resumo</strong>
        </dt>
        <dd>
          Os números essenciais do ano: demonstração de resultados, fluxo de caixa, margens e rentabilidade,
          ponto de equilíbrio, e a comparação mensal entre o real e o orçamento.
        </dd>
        <dt>
          <strong>Demonstração de Resultados</strong>
        </dt>
        <dd>
          Vendas, compras, fornecimentos e serviços externos (variáveis e fixos, com detalhe expansível),
          gastos com o pessoal, até ao resultado líquido do período (com IRC estimado a 21% quando o resultado
          é positivo).
        </dd>
        <dt>
          <strong>Fluxo de Caixa</strong>
        </dt>
        <dd>
          Recebimentos e pagamentos das atividades operacionais, de investimento e de financiamento, com a
          caixa no início e no fim.
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
        O <strong>Relatório de Erros</strong> (administradores) lista as faturas e os movimentos que não foi
        possível associar, com o motivo. Depois de resolver um caso, remova-o com <strong>Remover</strong>, ou
        limpe a lista com <strong>Remover Todos</strong> (pede confirmação e não pode ser desfeito).
      </p>

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
