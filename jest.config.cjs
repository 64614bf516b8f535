// One jest run over every front-end package; each package also runs alone with its own config.
module.exports = {
  // jest's default (one worker fewer than the cores) is a single worker on the 2-core CI machine, while the
  // main process only waits: two workers finish the suite in about half the time.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    '<rootDir>/shell',
    '<rootDir>/mf-enrolment',
    '<rootDir>/mf-payment',
    '<rootDir>/mf-school',
    '<rootDir>/mf-report',
    '<rootDir>/mf-admin',
    '<rootDir>/shared/api-client',
    '<rootDir>/shared/session',
    '<rootDir>/shared/i18n',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/contracts',
  ],
};
