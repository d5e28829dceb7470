import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { formatRefillDate } from '../../../../ui/out-of-credits-banner';
import { formatDay } from '../../model/checkins-by-day';
import { ADMIN, ORG_ID, installOrgApi, member, usage } from './org-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const PAGE = '/org_admin/org_admin_dashboard';
const usersSection = () => screen.getByRole('region', { name: 'Users' });
const row = (text: string) => within(usersSection()).getByText(text).closest('tr')!;
/** The Role column's cell of a member's row (a phone shows the role under the name instead). */
const roleCell = (text: string) => row(text).cells[1]!;

async function openAdminArea() {
  const api = installOrgApi();
  const view = renderApp(PAGE);
  await screen.findByText('Teacher Number 01');
  return { api, view, user: userEvent.setup() };
}

async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('an organisation admin in the admin area', () => {
  it('sees the organisation, its plan, its users and this month’s usage as a chart', async () => {
    const { api } = await openAdminArea();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation admin' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Analytical School' })).toBeVisible();
    expect(screen.getByText('School plan')).toBeVisible();
    expect(screen.getByText('3 of 25 users')).toBeVisible();
    expect(within(row('Ada Lovelace')).getByText('You')).toBeVisible();
    expect(roleCell('Ada Lovelace')).toHaveTextContent('Admin');
    expect(roleCell('Teacher Number 01')).toHaveTextContent('Teacher');
    expect(within(row('Teacher Number 02')).getByText('Invited')).toBeVisible();
    expect(within(row('Teacher Number 01')).getByText('teacher1@school.example')).toBeVisible();
    expect(api.calls(`GET /organizations/get_orgs_users/${ORG_ID}`)[0]!.query.get('page')).toBe('1');

    const usageSection = await screen.findByRole('region', { name: 'Usage in May 2026' });
    const figure = (label: string) => within(usageSection).getByRole('heading', { name: label }).parentElement!;
    expect(figure('Active teachers')).toHaveTextContent('7');
    expect(figure('Students’ CheckIns')).toHaveTextContent('142');
    expect(figure('Students')).toHaveTextContent('61');
    const refill = formatRefillDate('2026-06-01T00:00:00.000Z');
    expect(figure('Credits left')).toHaveTextContent(`9,990of 10,000 a month; refills on ${refill}`);
    const chart = within(usageSection).getByRole('img', { name: /CheckIns by day this month/ });
    const busiest = formatDay('2026-05-03');
    expect(chart).toHaveAccessibleName(
      `CheckIns by day this month 142 CheckIns over 3 days; the busiest was ${busiest}, with 130.`,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const numbers = within(usageSection).getByRole('table');
    expect(within(numbers).getByRole('row', { name: `${busiest} 130` })).toBeInTheDocument();
    // The admin's place in the navigation, and the organisation's credits in the top bar.
    expect(screen.getByRole('link', { name: 'Org admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '9,990 of 10,000 credits: see plans' })).toBeInTheDocument();
  });

  it('pages through a long list of users on the server, with the page in the address', async () => {
    const api = installOrgApi({ members: [ADMIN, ...Array.from({ length: 44 }, (_, i) => member(i + 1))] });
    const user = userEvent.setup();
    const { location } = renderApp(PAGE);
    await screen.findByText('Users 1–20 of 45');
    expect(screen.getByText('45 of 25 users')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Users 41–45 of 45')).toBeVisible();
    expect(screen.getByText('Teacher Number 44')).toBeVisible();
    expect(screen.queryByText('Teacher Number 01')).not.toBeInTheDocument();
    expect(location()).toBe(`${PAGE}?page=3`);
    const asked = api.calls(`GET /organizations/get_orgs_users/${ORG_ID}`).at(-1)!;
    expect([asked.query.get('page'), asked.query.get('page_size')]).toEqual(['3', '20']);
    within(pages).getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Users 21–40 of 45')).toBeVisible();
  });

  it('adds a teacher, with each refusal beside its field and the organisation being full said plainly', async () => {
    const { api, user } = await openAdminArea();
    await user.click(screen.getByRole('button', { name: 'Add a teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a teacher' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(within(dialog).getByText('Enter their first name.')).toBeVisible();
    expect(within(dialog).getByText(/Enter their email address/)).toBeVisible();
    expect(api.calls('POST /organizations/addNewUserToOrg')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), 'Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@school.example');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'admin');
    const refusals = [
      {
        status: 409,
        body: {
          errorMessage: 'A CheckIn account with this email already exists.',
          errors: [{ field: 'email', message: 'already has an account' }],
        },
      },
      {
        status: 409,
        body: {
          errorMessage:
            'Your organisation has reached its limit of 25 users. Remove a user or upgrade your plan to add another.',
          error_code: 'max_users_reached',
        },
      },
    ];
    api.state.override = ({ method, path }) =>
      method === 'POST' && path === '/organizations/addNewUserToOrg' ? refusals.shift() : undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(await within(dialog).findByText('Email already has an account.')).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    const full = await within(dialog).findByRole('alert');
    expect(full).toHaveTextContent('They were not added');
    expect(full).toHaveTextContent('Your organisation has reached its limit of 25 users.');
    expect(within(dialog).queryByText('Email already has an account.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('grace@school.example was added and invited to choose a password.')).toBeVisible();
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(within(row('Grace Hopper')).getByText('Invited')).toBeVisible();
    expect(api.calls('POST /organizations/addNewUserToOrg').at(-1)!.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@school.example',
      role: 'admin',
      organization_id: ORG_ID,
    });
  });

  it('removes a user only once the admin confirms, having been told their account stays', async () => {
    const { api, user } = await openAdminArea();
    await chooseAction(user, 'Teacher Number 01', 'Remove from organisation');
    let dialog = await screen.findByRole('dialog', { name: 'Remove Teacher Number 01 from Analytical School?' });
    expect(dialog).toHaveTextContent('leaves your organisation');
    expect(dialog).toHaveTextContent('Their CheckIn account stays, with their CheckIns and reports');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(api.calls('DELETE /organizations/removeUserFromOrg')).toHaveLength(0);
    expect(screen.getByText('Teacher Number 01')).toBeVisible();

    await chooseAction(user, 'Teacher Number 01', 'Remove from organisation');
    dialog = await screen.findByRole('dialog', { name: /Remove Teacher Number 01/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from organisation' }));
    expect(await screen.findByText('teacher1@school.example was removed from your organisation.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Teacher Number 01')).not.toBeInTheDocument());
    expect(api.calls('DELETE /organizations/removeUserFromOrg')[0]!.body).toEqual({
      user_id_to_remove: 'user-1',
      organization_id: ORG_ID,
    });
    expect(screen.getByText('2 of 25 users')).toBeVisible();
  });

  it('cannot remove themself, nor change their own role', async () => {
    const { user } = await openAdminArea();
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await screen.findByRole('menuitem', { name: 'Change name or role' });
    expect(screen.queryByRole('menuitem', { name: 'Remove from organisation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Change name or role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Ada Lovelace' });
    expect(within(dialog).getByLabelText(/Role/)).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own role. Another admin can.')).toBeVisible();
  });

  it('changes a user’s name and role', async () => {
    const { api, user } = await openAdminArea();
    await chooseAction(user, 'Teacher Number 01', 'Change name or role');
    const dialog = await screen.findByRole('dialog', { name: 'Change Teacher Number 01' });
    const first = within(dialog).getByLabelText('First name');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Enter their first name.')).toBeVisible();
    await user.type(first, 'Katherine');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await user.type(within(dialog).getByLabelText('Last name'), 'Johnson');
    await user.selectOptions(within(dialog).getByLabelText(/Role/), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('teacher1@school.example was updated.')).toBeVisible();
    expect(await screen.findByText('Katherine Johnson')).toBeVisible();
    expect(roleCell('Katherine Johnson')).toHaveTextContent('Admin');
    expect(api.calls('PATCH /organizations/updateUserInOrg')[0]!.body).toEqual({
      user: { id: 'user-1', organization_id: ORG_ID, firstName: 'Katherine', lastName: 'Johnson', role: 'admin' },
    });
  });

  it('sends a password reset, or the invitation again, and says when it could not', async () => {
    const { api, user } = await openAdminArea();
    await chooseAction(user, 'Teacher Number 01', 'Send a password reset');
    expect(await screen.findByText('A password reset link was sent to teacher1@school.example.')).toBeVisible();
    await chooseAction(user, 'Teacher Number 02', 'Send the invitation again');
    expect(await screen.findByText('The invitation was sent to teacher2@school.example again.')).toBeVisible();
    expect(api.calls('POST /organizations/resendPasswordReset').map((c) => c.body)).toEqual([
      { email: 'teacher1@school.example', organization_id: ORG_ID },
      { email: 'teacher2@school.example', organization_id: ORG_ID },
    ]);

    api.state.override = ({ path }) =>
      path === '/organizations/resendPasswordReset' ? { status: 500, body: {} } : undefined;
    await chooseAction(user, 'Teacher Number 01', 'Send a password reset');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was sent');
    expect(alert).toHaveTextContent('Failed to resend password reset email');
  });

  it('is told when the usage cannot be loaded, and tries again', async () => {
    const api = installOrgApi();
    let failures = 1;
    api.state.override = ({ path }) =>
      path.startsWith('/organizations/getOrgUsage/') && failures-- > 0 ? { status: 500, body: {} } : undefined;
    const user = userEvent.setup();
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The usage could not be loaded');
    expect(alert).toHaveTextContent('Unknown error occurred');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /CheckIns by day/ })).toBeVisible();
  });

  it('sees an honest empty chart in a month without CheckIns', async () => {
    installOrgApi({ usage: usage({ checkins_this_month: 0, checkins_by_day: [{ date: '2026-05-01', checkins: 0 }] }) });
    renderApp(PAGE);
    const chart = await screen.findByRole('img', { name: /CheckIns by day/ });
    expect(chart).toHaveAccessibleName(/No students have taken a CheckIn this month yet\./);
  });
});

describe('a teacher who is not an organisation admin', () => {
  it('is told only the organisation’s admin can open the page, and no organisation call is made', async () => {
    const api = installOrgApi({ admin: false });
    renderApp(PAGE);
    expect(await screen.findByText(/Only your organisation’s admin can open this page/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Org admin' })).not.toBeInTheDocument();
    expect(api.calls(`GET /organizations/get_orgs_users/${ORG_ID}`)).toHaveLength(0);
  });
});
