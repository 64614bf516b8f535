// The home page's strings in English, typed from the Chinese copy so the two cannot drift apart.
import type { HomeCopy } from '../zh-hk/home';
import { common } from './common';

const home: HomeCopy = {
  ...common,
  home: {
    hero: {
      eyebrow: '{{year}} academic year',
      title: 'HKDSE Mock Exam',
      lead: 'Papers set to the HKDSE standard, answer books marked with comments, and a personal report card showing your level, your rank in your school and your rank across Hong Kong. Individual candidates enrol and pay online and choose whether to sit the exam at a venue or at home.',
      ctaPrimary: 'Enrol now as an individual candidate',
      ctaSecondary: 'Register an account',
      note: 'Your mobile number is your account. Take one subject or several; fees are charged per subject.',
    },
    subjects: {
      title: 'Subjects',
      lead: 'This year’s mock exam covers four subjects. Take the ones you need.',
      items: [
        { name: 'Chinese Language', note: '中國語文', noteLang: 'zh-HK' },
        { name: 'Citizenship and Social Development', note: 'Also called Civic Education', noteLang: 'en' },
        { name: 'History', note: '歷史', noteLang: 'zh-HK' },
        { name: 'English Language', note: '英國語文', noteLang: 'zh-HK' },
      ],
    },
    features: {
      title: 'What you get',
      items: [
        {
          title: 'Exam-standard papers',
          body: 'Questions follow the HKDSE format, question types and time limits, so you practise at the pace of the real exam.',
        },
        {
          title: 'Marked answer books with comments',
          body: 'Every answer book is marked and scored question by question, with comments that show you where marks were lost.',
        },
        {
          title: 'Personal report card',
          body: 'Shows your total and paper scores and your level, plus your rank in your school and across Hong Kong.',
        },
        {
          title: 'Online report',
          body: 'Once results are released, log in to see your online report: the score and comment for every question and an analysis by question type and skill.',
        },
      ],
    },
    modes: {
      title: 'Two ways to sit the exam',
      lead: 'Choose one of these exam modes at checkout.',
      items: [
        {
          label: 'Mode 1',
          title: 'At a designated venue',
          body: 'Sit the exam at the venue, date and time on your admission ticket, under real exam conditions. Your answer books are collected at the end.',
        },
        {
          label: 'Mode 2',
          title: 'Self-arranged at home',
          body: 'The papers are mailed to the address you give. Sit them at home at a time you choose, keeping to the time limit, then return your answer books by envelope for marking.',
        },
      ],
    },
    steps: {
      title: 'Enrol in four steps',
      items: [
        {
          title: 'Register an account',
          body: 'Register with your mobile number and confirm it with the code we send by SMS.',
        },
        { title: 'Log in', body: 'Log in with your mobile number and password.' },
        { title: 'Select papers', body: 'Choose the subjects you want to take. Fees are charged per subject.' },
        { title: 'Checkout', body: 'Choose your exam mode (and a venue if you sit at a designated venue), then:' },
      ],
      checkoutParts: [
        {
          code: '4A',
          title: 'Mailing address',
          body: 'Enter the recipient’s name and mobile number, the mailing address and the postage method.',
        },
        {
          code: '4B',
          title: 'Payment method',
          body: 'Choose FPS or bank transfer, review your order and submit it. Orders cannot be changed once submitted.',
        },
      ],
    },
    payment: {
      title: 'How to pay',
      items: [
        {
          title: 'FPS',
          body: 'Scan the QR code on the payment page with your banking or e-wallet app. Pay within 30 minutes, or the order is cancelled automatically.',
        },
        {
          title: 'Bank transfer',
          body: 'Transfer or deposit the fee, then upload the deposit receipt or transfer record online (PNG, JPG or JPEG). Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.',
        },
      ],
      noCard: 'Credit cards are not accepted. Fees are non-refundable once paid.',
    },
    schools: {
      title: 'For schools',
      body: 'The School Edition is for schools only. Teachers log in with a subject account, import candidate lists from the template, check, confirm and submit them, print candidate information and admission forms, and view school analysis and student reports.',
      candidates:
        'School candidates log in with the account and password given by their school, or with their candidate number and name.',
    },
    more: {
      title: 'Before you enrol',
      body: 'Read the notes for candidates for the key dates and arrangements, and check the FAQ if you have questions.',
    },
  },
};

export default home;
