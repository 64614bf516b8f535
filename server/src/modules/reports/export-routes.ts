// The exports opened in a new tab (?access_token=): a candidate's detailed score analysis (or, for a
// teacher naming no student, the school's scores list) and the school's results data pack. The same
// gate as the report calls (404 otherwise), and only for an exam with a report (the browser shows
// 'coming soon' for the others). Exam texts, names and headings are in the export's language (lang).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, ExportScoresQuery, SchoolPackQuery } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { openReport, openSchoolReport, type ReleasedExam } from './access';
import { analysisGroups } from './analysis';
import { questionLines, schoolMarks } from './export-data';
import { exportLabels } from './export-labels';
import {
  candidateScoreSheets,
  schoolAnalysisSheets,
  schoolDataSheet,
  schoolListSheet,
  schoolScoresSheet,
} from './export-sheets';
import { sendWorkbook } from './export-workbook';
import { candidateDetails, schoolRoster } from './results';
import { schoolAnalysis } from './school-analysis';

const tags = ['report'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

function withReport(exam: ReleasedExam): ReleasedExam {
  if (!exam.hasReport) throw notFound();
  return exam;
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/export/scores',
    {
      config: { access: ['candidate', 'school_candidate', 'school', 'staff'], tokenFromQuery: true },
      schema: {
        tags,
        summary:
          "A candidate's detailed score analysis (.xlsx); a teacher naming no candidate gets the school's scores list",
        querystring: ExportScoresQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { exam_id: examId, lang, candidate } = request.query;
      const labels = exportLabels(lang);
      const now = new Date();
      if (request.auth?.role === 'school' && !candidate) {
        const opened = await openSchoolReport(db, request.auth, { examId }, now);
        const exam = withReport(opened.exam);
        const [roster, marks] = await Promise.all([
          schoolRoster(db, opened, exam.runId, lang),
          schoolMarks(db, { examId, runId: exam.runId, schoolId: opened.schoolId, subjectCode: opened.subjectCode }),
        ]);
        const sheet = schoolScoresSheet(labels, roster, marks, exam.attainMinScore !== null);
        return sendWorkbook(reply, `school-scores-${examId}`, [sheet]);
      }
      const { reader, exam: opened } = await openReport(db, request.auth, { examId }, candidate, now);
      const exam = withReport(opened);
      const of = { examId, runId: exam.runId, schoolId: reader.schoolId, candidateId: reader.candidateId };
      const [details, lines, groups] = await Promise.all([
        candidateDetails(db, reader.candidateId, exam.runId, lang),
        questionLines(db, of),
        analysisGroups(db, of, lang),
      ]);
      const sheets = candidateScoreSheets(labels, details, lines, groups, exam.attainMinScore !== null);
      return sendWorkbook(reply, `scores-${reader.candidateNo}-${examId}`, sheets);
    },
  );

  app.get(
    '/export/school_pack',
    {
      config: { access: 'school', tokenFromQuery: true },
      schema: {
        tags,
        summary: "One part of the school's results data pack (.xlsx): data, analysis or results list",
        querystring: SchoolPackQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { exam_id: examId, lang, part } = request.query;
      const labels = exportLabels(lang);
      const opened = await openSchoolReport(db, request.auth, { examId }, new Date());
      const exam = withReport(opened.exam);
      const attainment = exam.attainMinScore !== null;
      const fileName = `school-${part}-${examId}`;
      if (part === 'analysis') {
        return sendWorkbook(
          reply,
          fileName,
          schoolAnalysisSheets(labels, await schoolAnalysis(db, exam, opened.schoolId, lang)),
        );
      }
      const roster = await schoolRoster(db, opened, exam.runId, lang);
      if (part === 'list') return sendWorkbook(reply, fileName, [schoolListSheet(labels, roster, attainment)]);
      const marks = await schoolMarks(db, {
        examId,
        runId: exam.runId,
        schoolId: opened.schoolId,
        subjectCode: opened.subjectCode,
      });
      return sendWorkbook(reply, fileName, [schoolDataSheet(labels, roster, marks)]);
    },
  );
};
