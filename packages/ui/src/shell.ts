// The shell: the frame every page of both areas sits in.
export { AppShell } from './AppShell/AppShell';
export type { AppShellProps } from './AppShell/AppShell';
export { TopBar, BalanceLogo } from './TopBar/TopBar';
export type { TopBarProps, TopBarMenuToggle } from './TopBar/TopBar';
export { AccountMenu } from './AccountMenu/AccountMenu';
export type { AccountAction, AccountMenuProps } from './AccountMenu/AccountMenu';
export { Sidebar, isCurrentHref } from './Sidebar/Sidebar';
export type { SidebarGroup, SidebarItem, SidebarProps } from './Sidebar/Sidebar';
export { IconRail, reportHref, isActivePath } from './IconRail/IconRail';
export type { IconRailProps, ReportItem } from './IconRail/IconRail';
export { iconFor } from './IconRail/icons';
export { HelpBox } from './HelpBox/HelpBox';
export type { HelpBoxProps } from './HelpBox/HelpBox';
export { Footer, INDEPENDENT_OWNERSHIP_NOTICE, RESTRICTED_ACCESS_NOTICE } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
export { MessagesLabel } from './MessagesLabel/MessagesLabel';
export type { MessagesLabelProps } from './MessagesLabel/MessagesLabel';
export { CommandPalette } from './CommandPalette/CommandPalette';
export type {
  CommandPaletteProps,
  PaletteGroup,
  PaletteItem,
  PaletteStatus,
} from './CommandPalette/CommandPalette';
export { PaletteButton } from './CommandPalette/PaletteButton';
export type { PaletteButtonProps } from './CommandPalette/PaletteButton';
