// This remote's strings in English (the 'school' namespace); zh-hk.ts has the same keys.
export const en = {
  title: {
    SchoolHomePage: 'Student enrolment',
  },
};
