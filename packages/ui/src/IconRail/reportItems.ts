// Example report items (the shape the agent report-items call returns), for stories and tests.
import type { ReportItem } from './IconRail';

export const sampleReportItems: ReportItem[] = [
  { title: 'Dashboard', path: 'dashboard', icon: 'dashboard', enabled: true },
  { title: 'Closed Deals', path: 'reports/closed-deals', icon: 'handshake', enabled: true },
  { title: 'Pending Deals', path: 'reports/pending-deals', icon: 'calendar', enabled: true },
  { title: 'Cap Status', path: 'reports/cap-status', icon: 'gauge', enabled: true },
  { title: 'Commission Forecast', path: 'reports/comm-forecast', icon: 'trending-up', enabled: true },
  { title: 'Awards Level', path: 'reports/awards-level', icon: 'award', enabled: false },
  { title: 'Net Income', path: 'reports/net-income', icon: 'attach_money', enabled: true },
  { title: 'Buyer / Seller', path: 'reports/buyer-seller', icon: 'pie-chart', enabled: false },
  { title: 'Invoice Summary', path: 'reports/invoice-summary', icon: 'receipt', enabled: true },
  { title: 'Office Bill', path: 'office-bill', icon: 'no-such-icon', enabled: true },
];
