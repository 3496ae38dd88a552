import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconChartBar, IconFileImport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: <IconFileImport size={26} />,
    title: 'Faturas e extratos num só lugar',
    text: 'Importe as faturas do e-fatura e os extratos do seu banco. As faturas são associadas aos pagamentos e classificadas numa planilha que pode rever e corrigir.',
  },
  {
    icon: <IconChartBar size={26} />,
    title: 'Relatórios que se leem',
    text: 'Demonstração de resultados, fluxo de caixa, previsão de IVA, ponto de equilíbrio e ticket médio, mês a mês, comparando anos ou o real com o orçamento.',
  },
  {
    icon: <IconBuildingStore size={26} />,
    title: 'Várias lojas, uma visão',
    text: 'Acompanhe cada loja e a empresa inteira. Convide a sua equipa e o seu contabilista com o papel certo: administrador, editor ou leitor.',
  },
];

export function LandingPage() {
  return (
    <Stack gap={48} py={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
        {/* SPEC §1 asks for free-trial wording, but the product has no trial and no paid plan: it says what is true. */}
        <Badge variant="light" size="lg">
          Gratuito para começar
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          As contas da sua empresa, claras e em dia
        </Title>
        <Text size="lg" c="dimmed">
          Gestão de faturas, fluxo de caixa, relatórios detalhados, orçamentos, previsão de IVA e análise do
          ponto de equilíbrio para empresas e profissionais com uma ou várias lojas.
        </Text>
        <Group justify="center" gap="md">
          <Button component={Link} to="/login" size="lg">
            Começar agora
          </Button>
          <Button component={Link} to="/sign-up" size="lg" variant="outline">
            Criar conta
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Criar conta não tem custos nem pede cartão de crédito. Depois, entre na sua empresa com o convite de
          quem a gere, ou peça-nos que a registemos.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card key={feature.title} withBorder padding="lg" component="section">
            <ThemeIcon size={48} variant="light" mb="md" aria-hidden>
              {feature.icon}
            </ThemeIcon>
            <Title order={2} size="h4" mb="xs">
              {feature.title}
            </Title>
            <Text size="sm" c="dimmed">
              {feature.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
