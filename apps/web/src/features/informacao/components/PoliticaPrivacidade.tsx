import { Typography } from '@mantine/core';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../contact-details';

export function PoliticaPrivacidade() {
  return (
    <Typography>
      <h1>Política de Privacidade</h1>
      <p>
        <em>Última atualização: 03 de março de 2025</em>
      </p>
      <p>
        Esta política explica que dados pessoais o Contas Claras trata, para quê, durante quanto tempo e como
        pode exercer os seus direitos, nos termos do Regulamento Geral sobre a Proteção de Dados (Regulamento
        (UE) 2016/679, «RGPD») e da Lei n.º 58/2019, de 8 de agosto.
      </p>

      <h2>1. Quem é o responsável pelo tratamento</h2>
      <p>
        O responsável pelo tratamento dos dados da sua conta é a {CONTACT_DETAILS.empresa}, com sede em{' '}
        {CONTACT_DETAILS.morada.join(', ')}. Para qualquer assunto de privacidade, escreva para{' '}
        <a href={`mailto:${CONTACT_DETAILS.emailPrivacidade}`}>{CONTACT_DETAILS.emailPrivacidade}</a>.
      </p>
      <p>
        Quanto aos documentos que a sua empresa importa (faturas, extratos bancários, orçamentos, vendas), a
        empresa cliente é a responsável pelo tratamento e o Contas Claras atua como{' '}
        <strong>subcontratante</strong> (artigo 28.º do RGPD): tratamos esses dados apenas para prestar o
        serviço, segundo as instruções do cliente, e nunca para fins próprios.
      </p>

      <h2>2. Que dados tratamos</h2>
      <ul>
        <li>
          <strong>Dados da conta</strong>: nome, e-mail, telefone (opcional) e palavra-passe, que guardamos
          apenas sob a forma de um resumo criptográfico irreversível.
        </li>
        <li>
          <strong>Dados das empresas e lojas</strong>: nome, NIF, morada, contactos, logótipo, utilizadores
          associados e respetivos papéis, e o número de colaboradores por loja.
        </li>
        <li>
          <strong>Documentos importados</strong>: linhas de faturas e de extratos bancários, orçamentos e
          vendas de produtos. Podem conter dados pessoais de terceiros, como o nome e o NIF de fornecedores em
          nome individual ou descritivos de movimentos bancários.
        </li>
        <li>
          <strong>Dados técnicos</strong>: registos de acesso (data, hora, endereço IP, pedido efetuado) e
          registos das alterações feitas na planilha (quem, quando e o quê), para segurança e auditoria.
        </li>
      </ul>
      <p>
        Não tratamos categorias especiais de dados (artigo 9.º do RGPD) nem tomamos decisões automatizadas que
        produzam efeitos jurídicos sobre si.
      </p>

      <h2>3. Para que usamos os dados e com que fundamento</h2>
      <table>
        <thead>
          <tr>
            <th>Finalidade</th>
            <th>Fundamento (artigo 6.º, n.º 1, do RGPD)</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Criar e gerir a sua conta, autenticar o acesso e prestar o serviço</td>
            <td>Execução do contrato — alínea b)</td>
          </tr>
          <tr>
            <td>Enviar mensagens de serviço (recuperação de palavra-passe, convites para empresas)</td>
            <td>Execução do contrato — alínea b)</td>
          </tr>
          <tr>
            <td>
              Proteger o serviço contra abusos (por exemplo, limitar tentativas de login) e investigar
              incidentes
            </td>
            <td>Interesse legítimo na segurança — alínea f)</td>
          </tr>
          <tr>
            <td>Cumprir obrigações legais, fiscais e contabilísticas relativas à faturação do serviço</td>
            <td>Obrigação jurídica — alínea c)</td>
          </tr>
        </tbody>
      </table>
      <p>Não usamos os seus dados para publicidade, não os vendemos e não criamos perfis comerciais.</p>

      <h2>4. Com quem partilhamos</h2>
      <p>
        Os dados só são acessíveis aos utilizadores que a sua empresa autorizou e, na medida do necessário, a
        prestadores que trabalham para nós como subcontratantes, vinculados por contrato nos termos do artigo
        28.º do RGPD: alojamento e bases de dados, envio de e-mails e cópias de segurança. Podemos ainda
        comunicar dados às autoridades quando a lei o exija.
      </p>

      <h2>5. Onde ficam os dados</h2>
      <p>
        Os dados são guardados em servidores localizados no Espaço Económico Europeu. Se, excecionalmente,
        algum prestador tratar dados fora do EEE, a transferência é feita com as garantias do capítulo V do
        RGPD, como as cláusulas contratuais-tipo aprovadas pela Comissão Europeia.
      </p>

      <h2>6. Durante quanto tempo</h2>
      <ul>
        <li>
          Dados da conta: enquanto a conta estiver ativa; são apagados até 90 dias depois de a conta ser
          encerrada.
        </li>
        <li>
          Documentos importados: enquanto a empresa cliente mantiver o serviço; no fim do contrato são
          devolvidos ou apagados, conforme a instrução do cliente, no prazo máximo de 90 dias.
        </li>
        <li>Registos de acesso e de segurança: 12 meses.</li>
        <li>Dados de faturação do serviço: 10 anos, como exige a lei fiscal.</li>
      </ul>

      <h2>7. Os seus direitos</h2>
      <p>
        Pode pedir o acesso aos seus dados, a retificação, o apagamento, a limitação do tratamento, a
        portabilidade e opor-se ao tratamento baseado em interesse legítimo (artigos 15.º a 21.º do RGPD). O
        nome e o telefone podem ser corrigidos diretamente na página Perfil da sua conta. Para os restantes
        pedidos, escreva para{' '}
        <a href={`mailto:${CONTACT_DETAILS.emailPrivacidade}`}>{CONTACT_DETAILS.emailPrivacidade}</a>, e
        respondemos no prazo de um mês. Se os dados estiverem em documentos da sua empresa, encaminharemos o
        pedido ao cliente responsável.
      </p>
      <p>
        Tem também o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD),{' '}
        <a href="https://www.cnpd.pt" target="_blank" rel="noopener noreferrer">
          www.cnpd.pt
        </a>
        .
      </p>

      <h2>8. Segurança</h2>
      <p>
        Todas as comunicações são cifradas (HTTPS). As palavras-passe nunca são guardadas em claro, as sessões
        expiram automaticamente e cada utilizador só vê as empresas a que pertence, com as permissões do seu
        papel. Fazemos cópias de segurança regulares e registamos as alterações aos dados financeiros.
      </p>

      <h2>9. Cookies e armazenamento local</h2>
      <p>
        Usamos apenas meios estritamente necessários ao funcionamento do serviço, que por isso não exigem
        consentimento. Não usamos cookies de publicidade nem de análise de terceiros.
      </p>
      <table>
        <thead>
          <tr>
            <th>Nome</th>
            <th>Tipo</th>
            <th>Finalidade</th>
            <th>Duração</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>accessToken</td>
            <td>Cookie</td>
            <td>Mantém a sessão iniciada</td>
            <td>1 hora</td>
          </tr>
          <tr>
            <td>refreshToken</td>
            <td>Armazenamento local</td>
            <td>Renova a sessão sem pedir de novo a palavra-passe</td>
            <td>Até ao logout ou à expiração da sessão</td>
          </tr>
          <tr>
            <td>empresaId, role</td>
            <td>Armazenamento local</td>
            <td>Lembra a empresa selecionada e o seu papel nela</td>
            <td>Até ao logout</td>
          </tr>
          <tr>
            <td>startDate, endDate</td>
            <td>Armazenamento local</td>
            <td>Lembra o intervalo de datas escolhido na planilha</td>
            <td>Até ser alterado</td>
          </tr>
          <tr>
            <td>avisoDesligarFechadoEm</td>
            <td>Armazenamento local</td>
            <td>Lembra que fechou hoje o aviso de encerramento diário</td>
            <td>Até ao dia seguinte</td>
          </tr>
        </tbody>
      </table>
      <p>
        O logótipo de cada empresa pode também ser guardado no armazenamento local para acelerar as páginas.
      </p>

      <h2>10. Menores</h2>
      <p>O serviço destina-se a empresas e profissionais e não é dirigido a menores de 16 anos.</p>

      <h2>11. Alterações</h2>
      <p>
        Podemos atualizar esta política. A data da última atualização aparece no topo; alterações importantes
        serão comunicadas por e-mail ou na aplicação. Consulte também os{' '}
        <Link to="/informacao/termos">Termos e Condições</Link>.
      </p>
    </Typography>
  );
}
