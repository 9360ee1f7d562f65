// Menu `source` names mapped to Fluent icons (the sidebar draws them, the menu editor offers them). Each icon is imported from its own module so the
// bundle holds only these, not the whole icon set.
import { AppsRegular } from '@fluentui/react-icons/svg/apps';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PeopleTeamRegular } from '@fluentui/react-icons/svg/people-team';
import { OrganizationRegular } from '@fluentui/react-icons/svg/organization';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { CertificateRegular } from '@fluentui/react-icons/svg/certificate';
import { BookRegular } from '@fluentui/react-icons/svg/book';
import { HistoryRegular } from '@fluentui/react-icons/svg/history';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { ImageRegular } from '@fluentui/react-icons/svg/image';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { PaintBrushRegular } from '@fluentui/react-icons/svg/paint-brush';
import { HeartPulseRegular } from '@fluentui/react-icons/svg/heart-pulse';
import { DataTrendingRegular } from '@fluentui/react-icons/svg/data-trending';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { PersonCircleRegular } from '@fluentui/react-icons/svg/person-circle';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { DesktopRegular } from '@fluentui/react-icons/svg/desktop';
import { DocumentRegular } from '@fluentui/react-icons/svg/document';

type FluentIcon = typeof AppsRegular;

const ICONS: Record<string, FluentIcon> = {
  apps: AppsRegular,
  person: PersonRegular,
  'people-team': PeopleTeamRegular,
  organization: OrganizationRegular,
  navigation: NavigationRegular,
  certificate: CertificateRegular,
  book: BookRegular,
  history: HistoryRegular,
  key: KeyRegular,
  mail: MailRegular,
  image: ImageRegular,
  lock: LockClosedRegular,
  'lock-closed': LockClosedRegular,
  'paint-brush': PaintBrushRegular,
  'heart-pulse': HeartPulseRegular,
  'data-trending': DataTrendingRegular,
  home: HomeRegular,
  'person-circle': PersonCircleRegular,
  'shield-keyhole': ShieldKeyholeRegular,
  settings: SettingsRegular,
  desktop: DesktopRegular,
};

/** The icon for a menu `source`; unknown or missing names get a neutral document icon. */
export function menuIcon(source: string | undefined): FluentIcon {
  return (source && ICONS[source]) || DocumentRegular;
}

/** Every icon name the shell knows, for the menu editor's icon picker. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);
