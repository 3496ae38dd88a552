export * from './dates/dates';
export * from './money/money';
export * from './nif/nif';
