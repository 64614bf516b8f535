// The other public pages' strings in English, typed from the Chinese copy.
import type { PagesCopy } from '../zh-hk/pages';
import { common } from './common';

const pages: PagesCopy = {
  ...common,
  comingSoon: {
    title: 'Coming soon',
    body: 'This page is being prepared. Please check back later.',
  },

  about: {
    title: 'About us',
    intro: [
      'We are a Hong Kong educational publisher providing teaching materials and assessment resources for secondary schools. The HKDSE Mock Exam is our mock-exam service for students preparing for the Hong Kong Diploma of Secondary Education Examination: candidates enrol, pay, and view their admission tickets and results on this website.',
      'This year’s mock exam covers Chinese Language, Citizenship and Social Development, History and English Language. The papers are set to the HKDSE standard, and every answer book is marked question by question with comments, so students learn their strengths and weaknesses before the real exam.',
    ],
    audiences: {
      title: 'Who we serve',
      items: [
        {
          title: 'Individual candidates',
          body: 'Register an account with a mobile number, enrol and pay per subject, and sit the exam at a designated venue or at home.',
        },
        {
          title: 'Schools',
          body: 'Import and submit candidate lists in the School Edition, print candidate information and admission forms, and view school analysis and student reports.',
        },
        {
          title: 'School candidates',
          body: 'Log in with the account given by the school, or with candidate number and name, to view your personal report.',
        },
      ],
    },
    flow: {
      title: 'From enrolment to results',
      lead: 'Every candidate goes through these steps:',
      items: [
        {
          title: 'Registration',
          body: 'Register an account, select papers and an exam mode, and give a mailing address.',
        },
        { title: 'Payment', body: 'Pay by FPS or bank transfer.' },
        {
          title: 'Admission ticket',
          body: 'Within 5 working days after your payment is confirmed, view and print your admission ticket online.',
        },
        { title: 'Exam', body: 'Sit the exam at a designated venue, or at home within the time limit on the paper.' },
        {
          title: 'Answer book returned',
          body: 'Candidates at a venue hand in their answer books there; candidates at home return them by envelope.',
        },
        {
          title: 'Grading',
          body: 'Answer books are marked question by question with comments; meanwhile the site shows “Grading in progress”.',
        },
        { title: 'Report card', body: 'Once results are released, log in to view your report card and online report.' },
      ],
    },
    contact: 'If you have any questions about the service, please get in touch.',
  },

  terms: {
    title: 'Terms of use',
    intro:
      'By using this website or enrolling in the HKDSE Mock Exam you agree to the terms below. Please read them before you enrol.',
    sections: [
      {
        heading: '1. Accepting these terms',
        body: [
          'This website is operated by the publisher (“we”, “us”) to provide enrolment, payment and results for the HKDSE Mock Exam. By using the website or enrolling, you agree to these terms.',
          'If you are under 18, you may use the service only with the consent of a parent or guardian.',
        ],
        points: [],
      },
      {
        heading: '2. Your account',
        body: [],
        points: [
          'Individual candidates use their mobile number as their account and must verify it by SMS when registering.',
          'You must give true and accurate information and keep your password safe. Everything done with your account is treated as done by you.',
          'Accounts and passwords of school candidates are issued by their teachers; please ask your teacher if in doubt.',
        ],
      },
      {
        heading: '3. Enrolment and orders',
        body: [],
        points: [
          'Check the subjects, exam mode, venue and mailing details before you submit an order. Orders cannot be modified after submission.',
          'Venue seats are limited and allocated until full.',
          'Mock exam results are for reference only and do not represent actual HKDSE results.',
        ],
      },
      {
        heading: '4. Payment',
        body: [],
        points: [
          'We accept FPS and bank transfer only. Credit cards are not supported.',
          'An FPS order that is not paid within 30 minutes is cancelled automatically.',
          'Any order still unpaid when its payment deadline passes is cancelled automatically; you may select papers again and place a new order.',
          'For bank transfers you must upload the deposit receipt or transfer record, and payment is confirmed once we have checked it. Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.',
        ],
      },
      {
        heading: '5. Fees are non-refundable',
        body: ['All fees paid are non-refundable. Please make sure of your subjects and exam mode before you pay.'],
        points: [],
      },
      {
        heading: '6. Mailing',
        body: [],
        points: [
          'Papers and exam materials are sent to the mailing address you give. If mail is lost or delayed because the address is wrong or incomplete, this is the candidate’s responsibility.',
          'Candidates sitting at home must return their answer books by envelope on or before the set date; the postmark date counts.',
        ],
      },
      {
        heading: '7. Copyright',
        body: [
          'The content of this website, including the exam papers, marking guidelines, comments and reports, is our copyright.',
          'Papers and related materials are for the candidate’s personal revision only. They may not be copied, adapted, published, uploaded to the internet, sold or used commercially without our written consent.',
        ],
        points: [],
      },
      {
        heading: '8. Acceptable use',
        body: ['When using this website you must not:'],
        points: [
          'share your account, or log in with someone else’s account or candidate number;',
          'try to gain unauthorised access to the website or its systems, or disrupt its normal operation;',
          'harvest the website’s content with automated programs;',
          'upload false or altered payment receipts.',
        ],
      },
      {
        heading: '9. Changes to these terms',
        body: [
          'If you breach these terms we may suspend or close the account concerned. We may amend these terms from time to time; the amended version is published on this page and takes effect from the date of publication.',
        ],
        points: [],
      },
      {
        heading: '10. Governing law',
        body: [
          'These terms are governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region. You submit to the non-exclusive jurisdiction of the Hong Kong courts.',
        ],
        points: [],
      },
    ],
  },

  pics: {
    title: 'Personal Information Collection Statement',
    intro:
      'We respect the privacy of your personal data and comply with the Personal Data (Privacy) Ordinance (Cap. 486). This statement explains why we collect your personal data, how we use it and what rights you have.',
    sections: [
      {
        heading: '1. Purposes of collection',
        body: ['We use the personal data you give us to:'],
        points: [
          'process account registration, mock exam enrolment and payment;',
          'send exam papers, admission tickets and other exam materials;',
          'arrange venues and seats and verify candidates’ identity;',
          'mark answer books and prepare and release report cards and online reports (results of school candidates are also given to their school);',
          'contact you about your enrolment, payment and exam arrangements;',
          'send you direct marketing, only if you agree (see item 4 below).',
        ],
      },
      {
        heading: '2. Data we keep',
        body: ['For these purposes we keep:'],
        points: [
          'your name, mobile number and email address;',
          'the recipient’s name and mobile number, the mailing address and the postage method;',
          'candidate number, subjects, language version, exam mode, venue and seat number; for school candidates also school name, class and student number;',
          'order and payment records, including the deposit receipts you upload;',
          'answer books, scores, comments and results.',
        ],
      },
      {
        heading: '3. Transfer of data',
        body: ['We do not sell your personal data. We pass only the data needed for these purposes to:'],
        points: [
          'couriers and postal services: the recipient’s name, phone number and address, to deliver papers and exam materials;',
          'your school (school candidates only): results and reports;',
          'banks and payment service providers: to verify payments;',
          'our information technology and printing service providers, who must keep the data confidential.',
        ],
      },
      {
        heading: '4. Direct marketing',
        body: [
          'Only with your consent will we use your name, mobile number and email address to send you information about our exams, publications and educational events. The direct marketing consent at registration is optional; declining it does not affect your enrolment.',
          'You may withdraw your consent at any time, free of charge, by telling us, and we will stop sending such information.',
        ],
        points: [],
      },
      {
        heading: '5. Users under 18',
        body: [
          'If you are under 18, you need the consent of a parent or guardian to give us your personal data and to enrol.',
        ],
        points: [],
      },
      {
        heading: '6. Providing your data',
        body: [
          'The required fields on the registration and enrolment forms are needed to process your enrolment. If you do not provide them, we cannot process it.',
        ],
        points: [],
      },
      {
        heading: '7. Access and correction',
        body: [
          'Under the Ordinance you have the right to access and correct the personal data we hold about you. We reply to requests within 40 days of receiving them. We may charge a reasonable fee for processing a data access request.',
        ],
        points: [],
      },
    ],
    contact: {
      heading: '8. Contact',
      body: 'To make a data access or correction request, or for any question about this statement, email our Data Protection Officer:',
    },
  },

  privacy: {
    title: 'Online Privacy Policy',
    intro:
      'This policy explains how we handle your personal and online data when you use this website. Please read it together with the Personal Information Collection Statement.',
    sections: [
      {
        heading: '1. Cookies and local storage',
        body: ['This website uses only the cookies and browser local storage it needs to work:'],
        points: [
          'when you log in, your session token is stored in a cookie; if you choose to stay logged in, it is also kept in local storage so you do not have to log in again next time;',
          'the language you choose for the website is kept in local storage;',
          'when you log out, we clear the session token and the related cookies.',
        ],
      },
      {
        heading: '2. Security',
        body: [],
        points: [
          'Data travelling between this website and your browser is encrypted.',
          'Only authorised staff can see your personal data, and only as far as their duties require.',
          'Keep your password safe and never share it; always log out after using a shared computer.',
        ],
      },
      {
        heading: '3. Users under 18',
        body: [
          'Users under 18 may use this website and give personal data only with the consent of a parent or guardian. Parents and guardians are welcome to contact us with any question about their child’s data.',
        ],
        points: [],
      },
      {
        heading: '4. Access and correction',
        body: [
          'You may ask to access and correct the personal data we hold about you. We reply within 40 days of receiving your request.',
        ],
        points: [],
      },
      {
        heading: '5. Retention',
        body: [
          'We keep your personal data only as long as needed for the purposes it was collected for, including completing the mock exam of that year, releasing results and handling related enquiries. After that it is securely deleted or destroyed; payment and transaction records are kept as required by law and for accounting.',
        ],
        points: [],
      },
      {
        heading: '6. Links to other websites',
        body: [
          'This website links to other sites, such as our social media page. Their privacy practices are not covered by this policy; please read their own privacy policies.',
        ],
        points: [],
      },
      {
        heading: '7. Changes to this policy',
        body: ['We may update this policy from time to time; the updated version is published on this page.'],
        points: [],
      },
    ],
    contact: {
      heading: '8. Contact',
      body: 'For any question about this policy, or to make a data access or correction request, email us:',
    },
  },

  contact: {
    title: 'Contact us',
    intro:
      'For questions about enrolment, payment, exam arrangements or results, call or email us during office hours.',
    hours: {
      title: 'Office hours',
      closed: 'Closed on Saturdays, Sundays and public holidays',
    },
    channels: {
      title: 'How to reach us',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      addressLabel: 'Address',
      socialLabel: 'Social media',
      socialLink: 'Our social media page',
      note: 'We answer emails in turn during office hours. Please include your name, mobile number and order number or candidate number so we can follow up.',
    },
    schools: {
      title: 'For schools',
      body: 'If your school could not enrol or submit its candidate list by the deadline, please contact us no later than {{schoolLateContact}} and we will do our best to help.',
    },
    faq: 'Before you contact us, the FAQ may already have the answer you need.',
  },

  faq: {
    title: 'Frequently asked questions',
    groups: [
      {
        title: 'Enrolment and accounts',
        items: [
          {
            q: 'Who can enrol?',
            a: 'Any student preparing for the HKDSE can enrol online as an individual candidate. Schools can also enrol their students as a group through the School Edition; school candidates should ask their teacher.',
          },
          {
            q: 'How do I register?',
            a: 'Register an account with your mobile number (your mobile number is your account name), enter the SMS verification code, log in, select your papers, then give a mailing address and choose a payment method at checkout.',
          },
          {
            q: 'Can I take more than one subject, and how are fees charged?',
            a: 'Yes. You can take one or more of Chinese Language, Citizenship and Social Development, History and English Language. Fees are charged per subject.',
          },
          {
            q: 'Can I change my order after submitting it?',
            a: 'No. Orders cannot be modified once submitted, so check the subjects, exam mode and mailing details before you submit.',
          },
          {
            q: 'I forgot my password. What should I do?',
            a: 'Choose “Forgot password” on the login page and enter your registered mobile number. We send a one-time code by SMS; enter it and set a new password.',
          },
          {
            q: 'How do school candidates log in?',
            a: 'Use the account and password your teacher gave you, or log in with your candidate number and name.',
          },
        ],
      },
      {
        title: 'Payment',
        items: [
          {
            q: 'How can I pay?',
            a: 'Pay by FPS by scanning the QR code, or by bank transfer and then upload the deposit receipt (PNG, JPG or JPEG). Credit cards are not supported. Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.',
          },
          {
            q: 'Why was my FPS order cancelled?',
            a: 'An FPS order must be paid within 30 minutes; unpaid orders are cancelled automatically after that. Use “Re-select” in your order history to choose your papers and order again.',
          },
          {
            q: 'Can I get a refund?',
            a: 'No. All fees are non-refundable once paid.',
          },
        ],
      },
      {
        title: 'Admission tickets and exams',
        items: [
          {
            q: 'When do I get my admission ticket?',
            a: 'Within 5 working days after your payment is confirmed. Log in and open the exam zone to view and print it.',
          },
          {
            q: 'What exam modes are there?',
            a: 'Mode 1: sit the exam at a designated venue. Mode 2: self-arranged at home; the papers are mailed to you and you return the answer books by envelope. You choose at checkout.',
          },
          {
            q: 'How do I return my answer books if I sit at home?',
            a: 'Put the answer books in an envelope and post them by the deadline; the postmark date counts. For {{year}} the deadline is {{answerBooksDue}}.',
          },
          {
            q: 'What if I gave the wrong mailing address?',
            a: 'Mail that cannot be delivered because of a wrong address is the candidate’s responsibility. Orders cannot be changed after submission, so check carefully before you submit; if you find a mistake, contact us as soon as possible.',
          },
        ],
      },
      {
        title: 'Results',
        items: [
          {
            q: 'When are results released?',
            a: 'While papers are being marked the site shows “Grading in progress”. For {{year}}, report cards are expected from {{reportCardsFrom}}; log in and open My grades to view yours.',
          },
          {
            q: 'What does the report include?',
            a: 'The report card shows your total score, paper scores, level, school rank and territory-wide rank; the online report also gives the score and comments for every question.',
          },
        ],
      },
    ],
  },

  instructions: {
    title: 'Notes for candidates',
    intro:
      'Please read these notes before you enrol. By enrolling you confirm that you have read and accept these arrangements.',
    notes: {
      title: 'Important',
      items: [
        'Fees are non-refundable once paid.',
        'Make sure your mailing address is correct. If papers or exam materials do not reach you because of a wrong address, this is the candidate’s responsibility.',
        'Orders cannot be modified after submission.',
        'FPS orders must be paid within 30 minutes, or they are cancelled automatically.',
        'If you pay by bank transfer, upload the deposit receipt; receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.',
        'Your admission ticket is available online within 5 working days after your payment is confirmed.',
      ],
    },
    dates: {
      title: 'Key dates for {{year}}',
      caption: 'Enrolment, exam and results dates for {{year}}',
      itemHeader: 'What',
      dateHeader: 'Date',
      rows: [
        { label: 'Individual registration and payment close', date: '{{personEnrolEnd}}' },
        { label: 'School purchase deadline', date: '{{schoolRegEnd}}' },
        { label: 'Admission tickets and papers sent', date: 'By {{ticketsSentBy}}' },
        { label: 'Self-arranged exam at home (mode 2)', date: 'From {{firstExamMonth}}, at a time you choose' },
        { label: 'Answer books returned (mode 2)', date: 'By {{answerBooksDue}} (postmark date)' },
        { label: 'Report cards released', date: 'From {{reportCardsFrom}}' },
      ],
    },
    exams: {
      title: 'Exam dates',
      caption: 'Exam date of each subject in {{year}} (mode 1: designated venue)',
      subjectHeader: 'Subject',
      dateHeader: 'Date',
      note: 'The exam time and venue on your admission ticket apply.',
    },
    examDay: {
      title: 'Sitting the exam',
      items: [
        'Bring your admission ticket to the exam.',
        'If you sit at a venue, arrive early for the time shown on your admission ticket.',
        'If you sit at home, find a quiet place and keep to the time limit printed on the paper.',
        'If you sit at home, put your answer books in an envelope and post them by {{answerBooksDue}} (postmark date).',
      ],
    },
    help: 'For other questions, see the FAQ or contact us.',
  },
};

export default pages;
