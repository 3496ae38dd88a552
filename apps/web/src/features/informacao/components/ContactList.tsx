import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CONTACT_DETAILS } from '../contact-details';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

export function ContactList() {
  return (
    <Stack gap="md">
      <ContactItem icon={<IconMapPin size={18} />} label="Morada">
        <Text component="address" style={{ fontStyle: 'normal' }}>
          {CONTACT_DETAILS.morada.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Text>
      </ContactItem>
      <ContactItem icon={<IconPhone size={18} />} label="Telefone">
        <Anchor href={CONTACT_DETAILS.telefoneHref}>{CONTACT_DETAILS.telefone}</Anchor>
      </ContactItem>
      <ContactItem icon={<IconMail size={18} />} label="E-mail">
        <Anchor href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Anchor>
      </ContactItem>
      <ContactItem icon={<IconClock size={18} />} label="Horário">
        <Text>{CONTACT_DETAILS.horario}</Text>
      </ContactItem>
    </Stack>
  );
}
