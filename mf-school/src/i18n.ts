// This remote's strings, registered as the 'school' namespace of the shared i18next instance.
export const resources = {
  'zh-hk': {
    title: {
      SchoolHomePage: '學生報名',
    },
  },
  en: {
    title: {
      SchoolHomePage: 'Student enrolment',
    },
  },
};
