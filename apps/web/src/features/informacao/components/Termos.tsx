import { Typography } from '@mantine/core';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../contact-details';

export function Termos() {
  return (
    <Typography>
      <h1>Termos e Condições</h1>
      <p>
        <em>Última atualização: 03 de março de 2025</em>
      </p>

      <h2>1. Objeto</h2>
      <p>
        Estes termos regulam a utilização da aplicação Contas Claras («Serviço»), disponibilizada pela{' '}
        {CONTACT_DETAILS.empresa}, que permite a empresas e profissionais importar faturas, extratos
        bancários, orçamentos e vendas, classificá-los numa planilha e obter relatórios de gestão. Ao criar
        uma conta ou usar o Serviço, aceita estes termos.
      </p>

      <h2>2. Definições</h2>
      <ul>
        <li>
          <strong>Utilizador</strong>: a pessoa que cria uma conta e usa o Serviço.
        </li>
        <li>
          <strong>Cliente</strong>: a empresa ou o profissional cuja informação é tratada no Serviço e que
          contrata o Serviço.
        </li>
        <li>
          <strong>Conteúdos do Cliente</strong>: os ficheiros importados e todos os dados inseridos no Serviço
          pelos utilizadores do Cliente.
        </li>
      </ul>

      <h2>3. Conta e acesso</h2>
      <p>
        O Utilizador compromete-se a fornecer dados verdadeiros, a manter a palavra-passe confidencial e a
        avisar-nos sem demora de qualquer uso indevido da sua conta. Cada conta é pessoal e corresponde a um
        endereço de e-mail. Por segurança, o acesso pode ser temporariamente bloqueado após várias tentativas
        de login falhadas.
      </p>

      <h2>4. Empresas, papéis e permissões</h2>
      <p>
        Cada Utilizador acede às empresas para que foi convidado, com o papel atribuído (administrador, editor
        ou leitor). Os administradores são responsáveis por convidar e remover utilizadores e por atribuir
        papéis adequados; as ações feitas com uma conta presumem-se feitas pelo seu titular.
      </p>

      <h2>5. Preço</h2>
      <p>
        Criar uma conta e usar o Serviço não tem custos: não há planos pagos nem período experimental. Se
        vierem a existir condições pagas, serão propostas por escrito com o preço e as condições de pagamento,
        com a antecedência prevista na secção 13, e nenhum valor é cobrado sem a sua aceitação expressa.
      </p>

      <h2>6. Utilização aceitável</h2>
      <p>O Utilizador não pode:</p>
      <ul>
        <li>importar informação sobre a qual não tenha legitimidade;</li>
        <li>tentar aceder a dados de empresas a que não pertence ou contornar as permissões do seu papel;</li>
        <li>sobrecarregar, testar a vulnerabilidade ou interferir com o funcionamento do Serviço;</li>
        <li>usar o Serviço para fins ilícitos ou contrários à boa-fé.</li>
      </ul>

      <h2>7. Conteúdos do Cliente</h2>
      <p>
        Os Conteúdos do Cliente pertencem ao Cliente, que é responsável pela sua exatidão e pela legitimidade
        da sua importação. O Cliente autoriza o Contas Claras a tratá-los apenas na medida necessária para
        prestar o Serviço, nos termos da{' '}
        <Link to="/informacao/politica-de-privacidade">Política de Privacidade</Link>. O Cliente pode exportar
        os seus dados enquanto o contrato estiver em vigor.
      </p>

      <h2>8. Natureza da informação</h2>
      <p>
        Os relatórios (demonstração de resultados, fluxo de caixa, previsão de IVA, ponto de equilíbrio e
        outros) são ferramentas de apoio à gestão calculadas a partir dos dados importados e da classificação
        feita pelo Cliente. Estimativas como o IRC ou o IVA a entregar são indicativas e não substituem a
        contabilidade organizada, as declarações fiscais nem o aconselhamento de um contabilista certificado.
      </p>

      <h2>9. Disponibilidade</h2>
      <p>
        Procuramos manter o Serviço disponível de forma contínua, mas podem ocorrer interrupções para
        manutenção ou por causas alheias ao nosso controlo. O sistema é desligado automaticamente todos os
        dias às 19h00 (horário de Lisboa), com aviso prévio no ecrã a partir das 18h45; o trabalho não gravado
        até essa hora pode perder-se.
      </p>

      <h2>10. Propriedade intelectual</h2>
      <p>
        O software, o design, as marcas e os conteúdos do Serviço pertencem ao Contas Claras ou aos seus
        licenciadores. Estes termos não concedem qualquer direito sobre eles além do uso do Serviço durante o
        contrato.
      </p>

      <h2>11. Responsabilidade</h2>
      <p>
        Na medida permitida por lei, o Contas Claras não responde por decisões tomadas com base nos
        relatórios, por erros resultantes de dados importados incorretos ou mal classificados, nem por danos
        indiretos ou lucros cessantes. Nada nestes termos limita a responsabilidade por dolo ou culpa grave.
      </p>

      <h2>12. Suspensão e cessação</h2>
      <p>
        O Cliente pode deixar de usar o Serviço a qualquer momento. Podemos suspender ou encerrar o acesso em
        caso de violação grave destes termos, com aviso prévio sempre que possível. Após a cessação, os
        Conteúdos do Cliente são devolvidos ou apagados nos prazos indicados na Política de Privacidade.
      </p>

      <h2>13. Alterações</h2>
      <p>
        Podemos alterar estes termos para refletir mudanças no Serviço ou na lei. As alterações relevantes
        serão comunicadas com pelo menos 30 dias de antecedência; continuar a usar o Serviço depois dessa data
        significa que as aceita.
      </p>

      <h2>14. Lei aplicável e litígios</h2>
      <p>
        Estes termos regem-se pela lei portuguesa. Para qualquer litígio é competente o foro da comarca de
        Lisboa, sem prejuízo das normas imperativas aplicáveis. Pode também apresentar reclamação no{' '}
        <a href="https://www.livroreclamacoes.pt" target="_blank" rel="noopener noreferrer">
          Livro de Reclamações Eletrónico
        </a>
        .
      </p>

      <h2>15. Contactos</h2>
      <p>
        Para questões sobre estes termos, escreva para{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> ou consulte a página de{' '}
        <Link to="/informacao/suporte">Suporte</Link>.
      </p>
    </Typography>
  );
}
