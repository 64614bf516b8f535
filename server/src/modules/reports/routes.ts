// The report calls of spec section 7 (POST, form bodies). Each opens the report first
// (access.ts: published run, release, ownership; 404 otherwise), then reads: two queries a call. Exam
// texts come in the reader's language (X-Locale, else Accept-Language) and in both beside them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateAllExamDetailsResponse,
  CandidateExamDetails,
  ErrorBody,
  Exam,
  ExamAnalysisResponse,
  ExamIdForm,
  GuidelineResponse,
  PageInfoResponse,
  PaperIdForm,
  PaperPageForm,
  QuestionsAndAnswersResponse,
  SchoolAnalysisResponse,
  SchoolExamsResponse,
  SchoolRosterResponse,
} from '@mockexam/contracts';
import { requestLocale } from '../../lib/error-body';
import { ownCandidateId, schoolScope } from '../../lib/ownership';
import { openReport, openSchoolReport } from './access';
import { analysisGroups } from './analysis';
import { examGuidelines, examWithPapers, paperPages, questionsOnPage } from './exam-content';
import { allCandidateDetails, candidateDetails, schoolExams, schoolRoster } from './results';
import { schoolAnalysis } from './school-analysis';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['report'];
/** A candidate reads their own; a teacher or staff names the student with the `candidate` field. */
const reader = { access: ['candidate', 'school_candidate', 'school', 'staff'] as const };
const candidates = { access: ['candidate', 'school_candidate'] as const };
const school = { access: 'school' as const };
const ExamIdOnly = z.object({ exam_id: ExamIdForm.shape.exam_id });

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/report/get_exam',
    {
      config: reader,
      schema: { tags, summary: 'The exam and its papers', body: ExamIdForm, response: { 200: Exam, ...errors } },
    },
    async (request) => {
      const { exam } = await openReport(
        db,
        request.auth,
        { examId: request.body.exam_id },
        request.body.candidate,
        new Date(),
      );
      return examWithPapers(db, exam.examId, requestLocale(request));
    },
  );

  app.post(
    '/report/get_exam_by_paper',
    {
      config: reader,
      schema: {
        tags,
        summary: 'The exam of a paper, and its papers',
        body: PaperIdForm,
        response: { 200: Exam, ...errors },
      },
    },
    async (request) => {
      const { exam } = await openReport(
        db,
        request.auth,
        { paperId: request.body.paper_id },
        request.body.candidate,
        new Date(),
      );
      return examWithPapers(db, exam.examId, requestLocale(request));
    },
  );

  app.post(
    '/report/get_page_info',
    {
      config: reader,
      schema: {
        tags,
        summary: "The paper's pages with the candidate's scanned and marked images (authorised URLs)",
        body: PaperIdForm,
        response: { 200: PageInfoResponse, ...errors },
      },
    },
    async (request) => {
      const { paper_id: paperId, candidate } = request.body;
      const { reader: who } = await openReport(db, request.auth, { paperId }, candidate, new Date());
      return { pages: await paperPages(db, paperId, who.candidateId) };
    },
  );

  app.post(
    '/report/get_q_a_by_page',
    {
      config: reader,
      schema: {
        tags,
        summary: "The questions whose page_location lists the page, and the candidate's answers to them",
        body: PaperPageForm,
        response: { 200: QuestionsAndAnswersResponse, ...errors },
      },
    },
    async (request) => {
      const { paper_id: paperId, page, candidate } = request.body;
      const { reader: who } = await openReport(db, request.auth, { paperId }, candidate, new Date());
      return questionsOnPage(db, { paperId, page, candidateId: who.candidateId }, requestLocale(request));
    },
  );

  app.post(
    '/report/get_guideline',
    {
      config: reader,
      schema: {
        tags,
        summary: "The exam's scoring guidelines",
        body: ExamIdForm,
        response: { 200: GuidelineResponse, ...errors },
      },
    },
    async (request) => {
      const { exam } = await openReport(
        db,
        request.auth,
        { examId: request.body.exam_id },
        request.body.candidate,
        new Date(),
      );
      return { guidelines: await examGuidelines(db, exam.examId) };
    },
  );

  app.post(
    '/report/get_candidate_all_exam_details',
    {
      config: candidates,
      schema: {
        tags,
        summary: 'Every released result of the candidate, newest first',
        response: { 200: CandidateAllExamDetailsResponse, ...errors },
      },
    },
    async (request) => allCandidateDetails(db, ownCandidateId(request.auth), new Date(), requestLocale(request)),
  );

  app.post(
    '/report/get_candidate_exam_details',
    {
      config: reader,
      schema: {
        tags,
        summary: "The candidate's result line in the exam of a paper",
        body: PaperIdForm,
        response: { 200: CandidateExamDetails, ...errors },
      },
    },
    async (request) => {
      const { paper_id: paperId, candidate } = request.body;
      const { reader: who, exam } = await openReport(db, request.auth, { paperId }, candidate, new Date());
      return candidateDetails(db, who.candidateId, exam.runId, requestLocale(request));
    },
  );

  app.post(
    '/report/get_exam_analysis',
    {
      config: reader,
      schema: {
        tags,
        summary:
          'The report card analysis: percent of full marks by section, type, genre, ability and writing criterion',
        body: ExamIdForm,
        response: { 200: ExamAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      const { reader: who, exam } = await openReport(
        db,
        request.auth,
        { examId: request.body.exam_id },
        request.body.candidate,
        new Date(),
      );
      const groups = await analysisGroups(
        db,
        { examId: exam.examId, runId: exam.runId, schoolId: who.schoolId, candidateId: who.candidateId },
        requestLocale(request),
      );
      return { groups };
    },
  );

  app.post(
    '/report/get_school_exams',
    {
      config: school,
      schema: {
        tags,
        summary: "The teacher's school, subject and released exams",
        response: { 200: SchoolExamsResponse, ...errors },
      },
    },
    async (request) => schoolExams(db, schoolScope(request.auth), new Date(), requestLocale(request)),
  );

  app.post(
    '/report/get_school_roster',
    {
      config: school,
      schema: {
        tags,
        summary: 'Every student of the school and subject with a result, by class and student number',
        body: ExamIdOnly,
        response: { 200: SchoolRosterResponse, ...errors },
      },
    },
    async (request) => {
      const opened = await openSchoolReport(db, request.auth, { examId: request.body.exam_id }, new Date());
      return { students: await schoolRoster(db, opened, opened.exam.runId, requestLocale(request)) };
    },
  );

  app.post(
    '/report/get_school_analysis',
    {
      config: school,
      schema: {
        tags,
        summary: "The school's analysis against every candidate: histogram, levels, groups, question statistics",
        body: ExamIdOnly,
        response: { 200: SchoolAnalysisResponse, ...errors },
      },
    },
    async (request) => {
      const opened = await openSchoolReport(db, request.auth, { examId: request.body.exam_id }, new Date());
      return schoolAnalysis(db, opened.exam, opened.schoolId, requestLocale(request));
    },
  );
};
