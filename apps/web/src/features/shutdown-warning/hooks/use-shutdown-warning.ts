import { useCallback, useEffect, useState } from 'react';
import { useShutdownWarningConfig } from '../api/config-api';
import { decideShutdownWarning, formatShutdownMessage } from '../shutdown-warning';

/** localStorage key holding the Lisbon date on which the banner was closed. */
const DISMISSED_ON_KEY = 'avisoDesligarFechadoEm';
const CHECK_INTERVAL_MS = 60_000;

export interface ShutdownWarning {
  /** The banner's text, or undefined when it must not show. */
  message: string | undefined;
  dismiss: () => void;
}

export function useShutdownWarning(): ShutdownWarning {
  const config = useShutdownWarningConfig();
  const [now, setNow] = useState(() => new Date());
  const [dismissedOn, setDismissedOn] = useState(() => localStorage.getItem(DISMISSED_ON_KEY));

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const decision = decideShutdownWarning(now, config, dismissedOn);

  useEffect(() => {
    if (decision.clearDismissal && dismissedOn !== null) {
      localStorage.removeItem(DISMISSED_ON_KEY);
      setDismissedOn(null);
    }
  }, [decision.clearDismissal, dismissedOn]);

  const { today } = decision;
  const dismiss = useCallback(() => {
    localStorage.setItem(DISMISSED_ON_KEY, today);
    setDismissedOn(today);
  }, [today]);

  return {
    message:
      decision.minutesLeft === undefined
        ? undefined
        : formatShutdownMessage(config.hora, decision.minutesLeft),
    dismiss,
  };
}
