/** Older names of the same pages (spec section 2 gives both): alias -> the page's path. */
export const routeAliases: Record<string, string> = {
  'individual-login': 'login',
  'individual-enrolment': 'enrolment',
  'candidate-register': 'register',
};
