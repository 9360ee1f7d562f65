// The shared pickers (src/features/system-manage/pickers/) against the typed fake API: the
// department tree select and the role picker of the user form offer what a delegate may not take
// disabled, with the server's reason beneath, and a refusal of the server shows on the field it
// names; a department write refreshes the one departments list every picker reads; the user
// search asks the pickers' users list with its filter and leaves out the chosen; binding users to
// a role lists the candidates of the same list, an account the caller may not bind disabled with
// the reason; the role picker names a role in the interface language (its i18nNames).
import { expect } from 'chai';
import { Button } from '@fluentui/react-components';
import { UserFormDialog } from '../../../../src/features/system-manage/users/user-form-dialog.tsx';
import { DepartmentPicker } from '../../../../src/features/system-manage/pickers/department-picker.tsx';
import { UserSearch } from '../../../../src/features/system-manage/pickers/user-search.tsx';
import { RolePicker } from '../../../../src/features/system-manage/pickers/role-picker.tsx';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { BindUsersDialog } from '../../../../src/features/system-manage/roles/bind-users-dialog.tsx';
import { useCreateDepartment } from '../../../../src/features/system-manage/organization/organization-api.ts';
import type { UserPickerOption } from '../../../../src/api/options.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { dialogField, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const dept = { type: 'department' as never, sort: 0, roleIds: [], userCount: 1 };
const OUTSIDE = 'The department South is outside your data scope';
const NORTH = { ...dept, id: 2, name: 'North', parentId: null };
const NORTH_A = { ...dept, id: 3, name: 'North A', parentId: 2 };
const SOUTH = { ...dept, id: 4, name: 'South', parentId: null, scopeRefusal: OUTSIDE, placementRefusal: OUTSIDE };
const BEYOND = 'You cannot grant the role Auditor: it holds Edit role permissions, which you do not hold';
const CLERK = { id: 7, name: 'Clerk', code: 'clerk', status: 1, grantable: true };
const AUDITOR = { id: 8, name: 'Auditor', code: 'auditor', status: 1, grantable: false, notGrantableReason: BEYOND };
const VIEWER = { id: 9, name: 'Viewer', i18nNames: { zh_CN: '只读用户', en_US: 'Viewer' }, code: 'viewer', status: 1, grantable: true };
const user = (id: number, username: string, extra: Partial<UserPickerOption> = {}): UserPickerOption => ({
  id,
  username,
  realName: username.toUpperCase(),
  deptName: 'North',
  source: 'local',
  status: 1,
  ...extra,
});
const ANN = user(11, 'ann');
const ADA = user(12, 'ada');
const ROOT = user(1, 'root', { changeRefusal: 'Only an administrator can change the administrator account root' });

/** The option of an open list holding `text` (a multiselect list's options are menu item checkboxes). */
function optionOf(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role=option], [role=menuitemcheckbox]')].find(
    (o) => o.checkVisibility() && o.textContent?.includes(text),
  );
  if (!found) throw new Error(`no option ${text}`);
  return found;
}

const departmentBox = () => within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Department' });

async function choose(field: string, option: string) {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: field }));
  fireEvent.click(await waitFor(() => optionOf(option)));
}

/** While set, the departments (roles) list answers once it resolves (a slow server). */
let departmentsHeld: Promise<void> | null = null;
let rolesHeld: Promise<void> | null = null;

describe('shared pickers', () => {
  afterEach(() => {
    departmentsHeld = null;
    rolesHeld = null;
  });
  const fake = useAdminPage([], () => ({
    'GET /system/options/departments': async () => {
      await departmentsHeld;
      return [NORTH, NORTH_A, SOUTH];
    },
    'GET /system/options/roles': async () => {
      await rolesHeld;
      return [CLERK, AUDITOR, VIEWER];
    },
    'GET /system/options/users': ({ query }) => [ANN, ADA, ROOT].filter((u) => u.username.includes(query.get('keyword') ?? '')),
    'POST /system/user/add': ({ body }) =>
      body.username === 'ann'
        ? new Refusal(400, 'The username "ann" is already taken', { field: 'username' })
        : new Refusal(403, 'The department North is outside your data scope', { field: 'deptId' }),
    'POST /system/dept/add': () => ({ ...dept, id: 9, name: 'East', parentId: null }),
    'POST /system/role/users/bind': () => true,
  }));

  it('the user form disables what a delegate may not take, with the reason, and shows a refusal on its field', async () => {
    renderPage(<UserFormDialog user={null} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Department' }));
    const south = await waitFor(() => optionOf('South'));
    expect(south.getAttribute('aria-disabled')).to.equal('true');
    expect(south.textContent).to.contain(OUTSIDE);
    // a scoped delegate may not leave an account without a department either
    expect(optionOf('No department').getAttribute('aria-disabled')).to.equal('true');
    expect(optionOf('North A').getAttribute('aria-disabled')).to.equal(null);
    fireEvent.click(optionOf('North A'));
    expect(departmentBox().textContent).to.equal('North / North A');

    await choose('Roles', 'Clerk');
    const auditor = optionOf('Auditor');
    expect(auditor.getAttribute('aria-disabled')).to.equal('true');
    expect(auditor.textContent).to.contain(BEYOND);

    typeIn('Username', 'ann');
    typeIn('Real name', 'Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogField('Username').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(screen.getByRole('dialog')).getByText('The username "ann" is already taken')).to.not.equal(null);
    expect(fake().calls('POST /system/user/add')[0]!.body).to.include({ username: 'ann', deptId: 3 });
    expect(fake().calls('POST /system/user/add')[0]!.body.roleIds).to.deep.equal([7]);

    typeIn('Username', 'bea');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(departmentBox().getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.getByRole('dialog')).to.not.equal(null);
  });

  it('names a role in the interface language: the seeded Viewer is 只读用户 in a zh role picker', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    try {
      const view = renderPage(<RolePicker value={['9']} onChange={() => {}} />);
      const box = screen.getByRole('combobox');
      await waitFor(() => expect(box.textContent).to.equal('只读用户'));
      fireEvent.click(box);
      expect((await waitFor(() => optionOf('只读用户'))).textContent).to.not.contain('Viewer');
      view.unmount();
    } finally {
      await activateLanguage('en_US');
      store.set(langAtom, 'en_US');
    }
  });

  // A picker names its choice from its list: until the list is in, it says so, rather than its
  // placeholder (which reads as "none saved") or the chosen ids.
  for (const { what, route, hold, picker, loading, named } of [
    {
      what: 'a chosen department',
      route: 'GET /system/options/departments' as const,
      hold: (held: Promise<void>) => void (departmentsHeld = held),
      picker: <DepartmentPicker value={['3']} onChange={() => {}} />,
      loading: 'Loading the departments…',
      named: 'North / North A',
    },
    {
      what: 'chosen roles',
      route: 'GET /system/options/roles' as const,
      hold: (held: Promise<void>) => void (rolesHeld = held),
      picker: <RolePicker value={['7', '9']} onChange={() => {}} />,
      loading: 'Loading the roles…',
      named: 'Clerk, Viewer',
    },
  ])
    it(`${what} read as loading until the list names them, never as none chosen or as ids`, async () => {
      let release = () => {};
      hold(new Promise((done) => (release = done)));
      renderPage(picker);
      const box = screen.getByRole('combobox');
      expect(box.textContent).to.equal(loading);
      await waitFor(() => expect(fake().calls(route)).to.have.length(1));
      release();
      await waitFor(() => expect(box.textContent).to.equal(named));
    });

  it('a department write refreshes the departments list every picker reads', async () => {
    function AddDepartment() {
      const create = useCreateDepartment();
      return <Button onClick={() => void create.mutateAsync({ name: 'East', type: 'department', sort: 0 })}>Add East</Button>;
    }
    renderPage(
      <>
        <DepartmentPicker value={[]} onChange={() => {}} />
        <AddDepartment />
      </>,
    );
    await waitFor(() => expect(fake().calls('GET /system/options/departments')).to.have.length(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add East' }));
    await waitFor(() => expect(fake().calls('GET /system/options/departments')).to.have.length(2));
  });

  it('the user search asks with its filter and keyword, leaves out the chosen and hands over the pick', async () => {
    const picked: Array<UserPickerOption | null> = [];
    renderPage(<UserSearch onPick={(u) => picked.push(u)} exclude={[ADA.id]} filter={{ source: 'local', status: 1 }} clearOnPick />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.click(box);
    await waitFor(() => optionOf('ann (ANN)'));
    const query = fake().calls('GET /system/options/users').at(-1)!.query;
    expect([query.get('keyword'), query.get('source'), query.get('status')]).to.deep.equal(['a', 'local', '1']);
    expect(() => optionOf('ada (ADA)')).to.throw();
    fireEvent.click(optionOf('ann (ANN)'));
    await waitFor(() => expect(picked.at(-1)?.id).to.equal(ANN.id));
    expect((box as HTMLInputElement).value).to.equal('');
  });

  it('binding users lists the candidates not yet bound, an account the caller may not bind disabled with the reason', async () => {
    renderPage(<BindUsersDialog roleId={7} onClose={() => {}} />);
    const root = await screen.findByRole('checkbox', { name: /root/ });
    expect(fake().calls('GET /system/options/users')[0]!.query.get('notInRole')).to.equal('7');
    expect((root as HTMLInputElement).disabled).to.equal(true);
    expect(screen.getByText(ROOT.changeRefusal!)).to.not.equal(null);
    fireEvent.click(screen.getByRole('checkbox', { name: /ann/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bind 1 users' }));
    await waitFor(() => expect(fake().calls('POST /system/role/users/bind')).to.have.length(1));
    expect(fake().calls('POST /system/role/users/bind')[0]!.body).to.deep.equal({ roleId: 7, userIds: [11], bound: true });
  });
});
