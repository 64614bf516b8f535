// One jest run over every front-end package; each package also runs alone with its own config.
module.exports = {
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
