import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_WARNING, decideShutdownWarning, formatShutdownMessage } from './shutdown-warning';

// Lisbon is UTC+0 in winter (WET) and UTC+1 in summer (WEST).
const winter = (time: string) => new Date(`2025-01-15T${time}Z`);
const summer = (time: string) => new Date(`2025-07-15T${time}+01:00`);

describe('decideShutdownWarning', () => {
  it('stays hidden before 18:45 and clears the flag of a previous close', () => {
    expect(decideShutdownWarning(winter('18:44:59'), DEFAULT_SHUTDOWN_WARNING, '2025-01-14')).toEqual({
      today: '2025-01-15',
      minutesLeft: undefined,
      clearDismissal: true,
    });
    expect(decideShutdownWarning(winter('09:00:00'), DEFAULT_SHUTDOWN_WARNING, null).clearDismissal).toBe(
      true,
    );
  });

  it('shows from 18:45 with 60 minus the current minute left', () => {
    expect(decideShutdownWarning(winter('18:45:00'), DEFAULT_SHUTDOWN_WARNING, null)).toEqual({
      today: '2025-01-15',
      minutesLeft: 15,
      clearDismissal: false,
    });
    expect(decideShutdownWarning(winter('18:52:40'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft).toBe(8);
    expect(decideShutdownWarning(winter('18:59:59'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft).toBe(1);
  });

  it('uses Lisbon wall-clock time, summer time included', () => {
    expect(decideShutdownWarning(summer('18:50:00'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft).toBe(10);
    // 18:50 UTC is 19:50 in Lisbon in July: past the shutdown.
    expect(
      decideShutdownWarning(new Date('2025-07-15T18:50:00Z'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft,
    ).toBeUndefined();
  });

  it('shows once per day: hidden after being closed today, shown again on another day', () => {
    const closedToday = decideShutdownWarning(winter('18:50:00'), DEFAULT_SHUTDOWN_WARNING, '2025-01-15');
    expect(closedToday).toEqual({ today: '2025-01-15', minutesLeft: undefined, clearDismissal: false });
    expect(
      decideShutdownWarning(winter('18:50:00'), DEFAULT_SHUTDOWN_WARNING, '2025-01-14').minutesLeft,
    ).toBe(10);
  });

  it('stays hidden from the shutdown on, and when disabled', () => {
    expect(
      decideShutdownWarning(winter('19:00:00'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft,
    ).toBeUndefined();
    expect(
      decideShutdownWarning(winter('23:30:00'), DEFAULT_SHUTDOWN_WARNING, null).minutesLeft,
    ).toBeUndefined();
    expect(
      decideShutdownWarning(winter('18:50:00'), { enabled: false, hora: '19:00' }, null).minutesLeft,
    ).toBeUndefined();
  });

  it('follows a configured shutdown time, across midnight too', () => {
    const at2230 = { enabled: true, hora: '22:30' };
    expect(decideShutdownWarning(winter('22:14:00'), at2230, null).minutesLeft).toBeUndefined();
    expect(decideShutdownWarning(winter('22:15:00'), at2230, null).minutesLeft).toBe(15);
    expect(decideShutdownWarning(winter('18:50:00'), at2230, null).minutesLeft).toBeUndefined();
    const atMidnight = { enabled: true, hora: '00:05' };
    expect(decideShutdownWarning(winter('23:55:00'), atMidnight, null).minutesLeft).toBe(10);
  });

  it('falls back to 19:00 when the configured time is unreadable', () => {
    expect(
      decideShutdownWarning(winter('18:50:00'), { enabled: true, hora: '7 da tarde' }, null).minutesLeft,
    ).toBe(10);
  });
});

describe('formatShutdownMessage', () => {
  it('writes the text of the specification', () => {
    expect(formatShutdownMessage('19:00', 15)).toBe(
      'O sistema será desligado automaticamente às 19h00. Faltam 15 minutos (horário de Lisboa). Salve o seu progresso!',
    );
    expect(formatShutdownMessage('7:05', 3)).toContain('às 07h05. Faltam 3 minutos');
  });
});
