// The strings every public page shares (service name, links), in English.
import type { common as zhHk } from '../zh-hk/common';

export const common: typeof zhHk = {
  service: {
    name: 'HKDSE Mock Exam',
    cycle: '{{year}} academic year',
  },
  links: {
    home: 'Back to the home page',
    enrol: 'Individual registration',
    register: 'Register an account',
    login: 'Candidate login',
    schoolLogin: 'Log in to the School Edition',
    instructions: 'Notes for candidates',
    faq: 'Frequently asked questions',
    contact: 'Contact us',
    terms: 'Terms of use',
    pics: 'Personal Information Collection Statement',
    privacy: 'Online Privacy Policy',
  },
};
