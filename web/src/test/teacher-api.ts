import type { AssessmentTemplate, InstanceCounts, SessionListItem } from '@checkin/contracts';
import { type MockInstance, vi } from 'vitest';
import { TEACHER_ID } from './auth-fixtures';

/** A fake of the API's template and session calls for teacher page tests: an in-memory state, every call logged. */
let nextId = 1;
const uuid = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export function makeTemplate(overrides: Partial<AssessmentTemplate> = {}): AssessmentTemplate {
  const id = overrides.id ?? uuid();
  return {
    id,
    assessmentTemplateId: id,
    owner_id: TEACHER_ID,
    author: null,
    name: 'Water Cycle Check-In',
    grade: '5',
    topic: 'Water Cycle',
    numberOfQuestions: 5,
    promptType: 'default',
    customQuestions: [],
    rating_level: 'medium',
    rating_scale_id: 'four-level',
    question_prompt_id: 'q1',
    rating_prompt_id: 'r1',
    conversation_prompt_id: 'c1',
    showSingleQuestionRating: false,
    showOverallRating: true,
    showExampleAnswer: true,
    showOverallFeedback: true,
    allowRetakes: false,
    isPublic: false,
    isExample: false,
    tags: [],
    archive: false,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function makeSessionItem(
  template: AssessmentTemplate,
  overrides: Partial<Omit<SessionListItem, 'counts'>> & { counts?: Partial<InstanceCounts> } = {},
): SessionListItem {
  const id = overrides.session_id ?? uuid();
  return {
    session_id: id,
    id,
    assessment_template_id: template.id,
    owner_id: TEACHER_ID,
    name: 'Period 1',
    archived: false,
    created_at: '2026-01-06T09:00:00.000Z',
    updated_at: '2026-01-06T09:00:00.000Z',
    template_name: template.name,
    safety_alerts: 0,
    ...overrides,
    counts: { in_progress: 0, completed: 0, canceled: 0, ...overrides.counts },
  };
}

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Reply = Response | undefined;

export type TeacherApiState = {
  templates: AssessmentTemplate[];
  examples: AssessmentTemplate[];
  community: AssessmentTemplate[];
  tags: string[];
  sessions: SessionListItem[];
  /** Answers a call before the fake does (a failure, a slow reply); undefined lets the fake answer. */
  override?: (call: ApiCall) => Reply | Promise<Reply>;
};

const PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@school.example',
  role: 'teacher',
  organization: null,
  current_subscription: null,
};

function answer(state: TeacherApiState, { method, path, query, body }: ApiCall): Response {
  const b = (body ?? {}) as Record<string, unknown>;
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  const tail = path.replace(/\/+$/, '').split('/').pop()!;
  if (route === 'GET /profile/getProfileForUser') return Response.json({ data: PROFILE });
  if (route === 'POST /user_activity/post_activity') return Response.json({ success: true }, { status: 201 });
  if (route === 'GET /assessment_templates/getAssessmentTemplatesByUserId')
    return Response.json({ data: state.templates });
  if (route === 'GET /assessment_templates/getExampleAssessmentTemplates')
    return Response.json({ data: state.examples });
  if (route === 'GET /assessment_templates/getTagOptions') return Response.json({ data: state.tags });
  if (route === 'GET /assessment_templates/examiner')
    return Response.json({ data: { provider: 'offline', writesQuestions: false } });
  if (route === 'GET /assessment_templates/getPublicAssessmentTemplates') {
    const q = query.get('q')?.toLowerCase();
    const data = state.community.filter(
      (t) =>
        (!query.get('grade') || t.grade === query.get('grade')) &&
        (!query.get('tag') || t.tags.includes(query.get('tag')!)) &&
        (!q || t.name.toLowerCase().includes(q) || t.topic.toLowerCase().includes(q)),
    );
    return Response.json({ data });
  }
  if (route === 'POST /assessment_templates/createAssessmentTemplate') {
    const created = makeTemplate({ ...(b as Partial<AssessmentTemplate>), isExample: false });
    state.templates = [created, ...state.templates];
    return Response.json({ message: 'Template created', data: created }, { status: 201 });
  }
  if (route === 'PATCH /assessment_templates/archiveTemplateById') {
    state.templates = state.templates.map((t) =>
      t.id === b.assessmentTemplateId ? { ...t, archive: Boolean(b.archive) } : t,
    );
    return Response.json({ data: state.templates.find((t) => t.id === b.assessmentTemplateId) });
  }
  if (method === 'DELETE' && path.startsWith('/assessment_templates/deleteAssessmentTemplateById/')) {
    state.templates = state.templates.filter((t) => t.id !== tail);
    return Response.json({ message: 'Template deleted' });
  }
  if (route === 'GET /sessions/getSessionsForUser') {
    return Response.json({ data: state.sessions.filter((s) => !s.archived) });
  }
  if (method === 'GET' && path.startsWith('/sessions/getSessionsForTemplateId/')) {
    return Response.json({ data: state.sessions.filter((s) => s.assessment_template_id === tail) });
  }
  if (route === 'POST /sessions/createSession') {
    const template = state.templates.find((t) => t.id === b.assessment_template_id)!;
    const session = makeSessionItem(template, { name: String(b.name) });
    state.sessions = [session, ...state.sessions];
    return Response.json({ message: 'Session created', data: session }, { status: 201 });
  }
  if (route === 'PATCH /sessions/updateSession') {
    state.sessions = state.sessions.map((s) =>
      s.session_id === b.session_id ? { ...s, ...(b.logObject as Partial<SessionListItem>) } : s,
    );
    return Response.json({ data: state.sessions.find((s) => s.session_id === b.session_id) });
  }
  if (method === 'GET' && path.startsWith('/assessment_instances/getPreviewAssessmentInstancesForTemplateId/')) {
    return Response.json({ data: [] });
  }
  return Response.json({ errorMessage: `No fake for ${route}` }, { status: 501 });
}

/** Installs the fake as `fetch`; `calls(route)` lists the calls to one route, as "METHOD /path". */
export function installTeacherApi(initial: Partial<TeacherApiState> = {}) {
  const state: TeacherApiState = { templates: [], examples: [], community: [], tags: [], sessions: [], ...initial };
  const log: ApiCall[] = [];
  const fetchMock: MockInstance<typeof fetch> = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      log.push(call);
      return (await state.override?.(call)) ?? answer(state, call);
    });
  return {
    state,
    fetchMock,
    calls: (route: string) => log.filter((c) => `${c.method} ${c.path.replace(/\/+$/, '')}` === route),
  };
}
