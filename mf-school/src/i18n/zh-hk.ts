// This remote's strings in Chinese (the 'school' namespace); en.ts has the same keys.
export const zhHk = {
  title: {
    SchoolHomePage: '學生報名',
  },
};
