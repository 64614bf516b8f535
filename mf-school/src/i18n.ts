// This remote's strings, registered as the 'school' namespace of the shared i18next instance.
export const resources = {
  'zh-hk': {
    "title": {
      "SchoolHomePage": "學生報名"
    },
    "notYet": "此頁面將於稍後推出。",
    "back": "返回首頁"
  },
  en: {
    "title": {
      "SchoolHomePage": "Student enrolment"
    },
    "notYet": "This page is not available yet.",
    "back": "Back to home"
  },
};
