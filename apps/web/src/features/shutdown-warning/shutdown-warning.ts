import { type IsoDate, lisbonParts } from '@contas/core';
import type { AvisoDeParagem } from '@contas/core/contrato';

export const DEFAULT_SHUTDOWN_WARNING: AvisoDeParagem = { enabled: true, hora: '19:00' };

/** The warning starts this many minutes before the shutdown (18:45 for 19:00). */
export const WARNING_LEAD_MINUTES = 15;

const MINUTES_PER_DAY = 24 * 60;

export interface ShutdownWarningDecision {
  /** Lisbon date of the check: what the per-day flag stores when the banner is closed. */
  today: IsoDate;
  /** Minutes left until the shutdown while the banner must show; undefined otherwise. */
  minutesLeft: number | undefined;
  /** Outside the warning window yesterday's close is forgotten, so the next window warns again. */
  clearDismissal: boolean;
}

function parseHora(hora: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hora.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) return parseHora(DEFAULT_SHUTDOWN_WARNING.hora);
  return { hour, minute };
}

/**
 * SPEC §9: checked every minute in Lisbon time; from 15 minutes before the shutdown until it,
 * the banner shows unless it was closed today.
 */
export function decideShutdownWarning(
  now: Date,
  config: AvisoDeParagem,
  dismissedOn: string | null,
): ShutdownWarningDecision {
  const { date, hour, minute } = lisbonParts(now);
  const shutdown = parseHora(config.hora);
  const left =
    (shutdown.hour * 60 + shutdown.minute - (hour * 60 + minute) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const inWindow = left > 0 && left <= WARNING_LEAD_MINUTES;
  const show = config.enabled && inWindow && dismissedOn !== date;
  return { today: date, minutesLeft: show ? left : undefined, clearDismissal: !inWindow };
}

/** 'O sistema será desligado automaticamente às 19h00. Faltam 15 minutos (horário de Lisboa). …' */
export function formatShutdownMessage(hora: string, minutesLeft: number): string {
  const { hour, minute } = parseHora(hora);
  const at = `${String(hour).padStart(2, '0')}h${String(minute).padStart(2, '0')}`;
  return `O sistema será desligado automaticamente às ${at}. Faltam ${minutesLeft} minutos (horário de Lisboa). Salve o seu progresso!`;
}
