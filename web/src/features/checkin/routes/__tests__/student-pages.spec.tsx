import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { CheckinWelcome } from '../../components/checkin-welcome';
import CheckinCompleteRoute from '../checkin-complete';
import CheckinCompleteErrorRoute from '../checkin-complete-error';
import StudentInstanceRoute, { validate as validateInstance } from '../student-instance';
import { validate as validateSession } from '../student-session';

const SESSION = '00000000-0000-4000-8000-000000000201';
const INSTANCE = 'b609b35f-7103-4e40-8803-8cd5a7128f41';

function renderAt(url: string | { pathname: string; search?: string; state?: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.checkinComplete.pattern} element={<CheckinCompleteRoute />} />
          <Route path={paths.checkinCompleteError.pattern} element={<CheckinCompleteErrorRoute />} />
          <Route path={paths.studentAssessmentInstance.pattern} element={<StudentInstanceRoute />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function Welcome({ onStart }: { onStart: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <CheckinWelcome
      title="Water Cycle Check-In"
      topic="Water Cycle"
      grade="5"
      numberOfQuestions={5}
      name={name}
      onNameChange={setName}
      onStart={() => onStart(name)}
      starting={false}
    />
  );
}

describe('Opening a check-in link', () => {
  it('accepts only links with a session id shaped like a UUID', () => {
    expect(validateSession({ sessionId: SESSION })).toBe(true);
    expect(validateSession({ sessionId: 'checkin_complete' })).toBe(false);
    expect(validateSession({})).toBe(false);
    expect(validateInstance({ assessmentId: INSTANCE })).toBe(true);
    expect(validateInstance({ assessmentId: '1 OR 1=1' })).toBe(false);
  });

  it('shows what the check-in is about, and starts with a name or without one', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(<Welcome onStart={onStart} />);
    expect(screen.getByRole('heading', { name: 'Water Cycle Check-In' })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-topic')).toHaveTextContent('Water Cycle');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenLastCalledWith('');
    await user.type(screen.getByRole('textbox', { name: 'Your name (optional)' }), 'Ana{Enter}');
    expect(onStart).toHaveBeenLastCalledWith('Ana');
  });
});

describe('After the check-in', () => {
  it('thanks the student and links to their results', () => {
    renderAt(`${paths.checkinComplete.to()}?instance=${INSTANCE}`);
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your results' })).toHaveAttribute(
      'href',
      paths.studentAssessmentInstance.to(INSTANCE),
    );
  });

  it('thanks the student without a results link when it does not know the check-in', () => {
    renderAt(paths.checkinComplete.to());
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your results' })).not.toBeInTheDocument();
  });

  it('explains a check-in that could not start, with a way back to the link', () => {
    renderAt({
      pathname: paths.checkinCompleteError.to(),
      search: `?session=${SESSION}`,
      state: { message: 'This check-in is closed. Ask your teacher for a new link.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This check-in is closed. Ask your teacher for a new link.');
    expect(screen.getByRole('link', { name: 'Back to the check-in' })).toHaveAttribute(
      'href',
      paths.studentSession.to(SESSION),
    );
  });

  it('says kindly that results live in the browser where the check-in was taken', () => {
    renderAt(paths.studentAssessmentInstance.to(INSTANCE));
    expect(screen.getByRole('heading', { name: 'Your results are not on this device' })).toBeInTheDocument();
    expect(screen.getByText(/Your teacher can see your results/)).toBeInTheDocument();
  });
});
