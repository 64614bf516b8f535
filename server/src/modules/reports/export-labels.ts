// The exports' words in both languages: headers and sheet names here; question types, analysis groups
// and level names from the contracts' report labels, the same wording as mf-report's screens.
import { analysisGroupLabel, levelLabels, questionTypeLabel, type Locale } from '@mockexam/contracts';

export type ExportLang = Locale;

const EN = {
  locale: 'en' as ExportLang,
  sheets: {
    scores: 'Scores',
    analysis: 'Analysis',
    students: 'Students',
    data: 'Data',
    summary: 'Summary',
    histogram: 'Histogram',
    levels: 'Levels',
    groups: 'Groups',
    questions: 'Questions',
    list: 'Results list',
  },
  field: {
    exam: 'Exam',
    candidateName: 'Name',
    candidateNo: 'Candidate number',
    class: 'Class',
    studentNo: 'Student number',
    language: 'Language version',
    score: 'Total score',
    paper1: 'Paper 1',
    paper2: 'Paper 2',
    level: 'Level',
    attained: levelLabels.attained.en,
    rankInSchool: 'Rank in school',
    rankInTerritory: 'Rank in territory',
    paper: 'Paper',
    question: 'Question',
    paperShort: 'P',
    questionShort: 'Q',
    type: 'Question type',
    section: 'Section',
    marks: 'Score',
    max: 'Full marks',
    schoolAverage: 'School average',
    allAverage: 'Average of all candidates',
    dimension: 'Grouped by',
    group: 'Group',
    candidatePercent: 'Candidate (%)',
    schoolPercent: 'School (%)',
    allPercent: 'All candidates (%)',
    from: 'From',
    to: 'To',
    school: 'School',
    all: 'All candidates',
    facilitySchool: 'Facility, school (%)',
    facilityAll: 'Facility, all (%)',
    discrimination: 'Discrimination, school',
    participantsSchool: 'Participants, school',
    participantsAll: 'Participants, all',
    schoolsAll: 'Participating schools',
    item: 'Item',
    value: 'Value',
  },
  yes: 'Yes',
  no: 'No',
  languages: { zh: 'Chinese', en: 'English' } as Record<string, string>,
  dimensions: {
    section: 'Section',
    type: 'Question type',
    genre: 'Genre',
    ability: 'Ability',
    criterion: 'Writing criterion',
  } as Record<string, string>,
};

export type ExportLabels = typeof EN;

const ZH: ExportLabels = {
  locale: 'zh-hk',
  sheets: {
    scores: '成績',
    analysis: '分析',
    students: '學生',
    data: '數據',
    summary: '摘要',
    histogram: '分數分佈',
    levels: '等級',
    groups: '分項表現',
    questions: '試題',
    list: '成績名單',
  },
  field: {
    exam: '考試',
    candidateName: '姓名',
    candidateNo: '考生編號',
    class: '班別',
    studentNo: '學號',
    language: '語文版本',
    score: '總分',
    paper1: '卷一',
    paper2: '卷二',
    level: '等級',
    attained: levelLabels.attained['zh-hk'],
    rankInSchool: '校內排名',
    rankInTerritory: '全港排名',
    paper: '試卷',
    question: '題目',
    paperShort: '卷',
    questionShort: '題',
    type: '題型',
    section: '部分',
    marks: '得分',
    max: '滿分',
    schoolAverage: '學校平均',
    allAverage: '全體考生平均',
    dimension: '分類',
    group: '項目',
    candidatePercent: '考生 (%)',
    schoolPercent: '學校 (%)',
    allPercent: '全體考生 (%)',
    from: '由',
    to: '至',
    school: '學校',
    all: '全體考生',
    facilitySchool: '答對率（學校）(%)',
    facilityAll: '答對率（全體）(%)',
    discrimination: '鑑別度（學校）',
    participantsSchool: '學校考生人數',
    participantsAll: '全體考生人數',
    schoolsAll: '參與學校數目',
    item: '項目',
    value: '數值',
  },
  yes: '是',
  no: '否',
  languages: { zh: '中文', en: '英文' },
  dimensions: { section: '部分', type: '題型', genre: '文體', ability: '能力', criterion: '評分準則' },
};

const LABELS: Record<ExportLang, ExportLabels> = { en: EN, 'zh-hk': ZH };

export const exportLabels = (lang: ExportLang): ExportLabels => LABELS[lang];

/** A question type by name ('Short question', '短題目'); a code it does not know as stored. */
export function typeName(labels: ExportLabels, type: string): string {
  return questionTypeLabel(type)?.[labels.locale] ?? type;
}

/** A group's key as a reader says it: a section, question type, genre or writing criterion by name, an ability as stored. */
export function groupName(labels: ExportLabels, dimension: string, key: string): string {
  return analysisGroupLabel(dimension, key)?.[labels.locale] ?? key;
}

/** A level of a distribution: Attained and Unattained (CSD) by name, a level ('5*', 'U') as it is. */
export function levelName(labels: ExportLabels, level: string): string {
  if (level === 'Attained') return levelLabels.attained[labels.locale];
  if (level === 'Unattained') return levelLabels.unattained[labels.locale];
  return level;
}
