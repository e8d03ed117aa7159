import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { AccountTab } from './AccountTab.tsx';
import { PreferencesTab } from './PreferencesTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';
import { SubscriptionTab } from './SubscriptionTab.tsx';
import { SETTINGS_TEXTS as T } from './texts.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const TABS = ['account', 'subscription', 'preferences', 'security'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** Settings at /settings with its four tabs (spec section 2); ?tab= selects one. */
export function SettingsPage() {
  usePageTitle('Settings - Statemint');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: Tab = isTab(requested) ? requested : 'account';
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: Tab, focus = false) => {
    setParams(tab === 'account' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[TABS.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (tab) select(tab, true);
  };

  if (!user) return null;

  return (
    <div className={`${ui.container} py-8 sm:py-12`}>
      <h1 className={ui.pageTitle}>{T.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{T.subtitle}</p>
      <div
        role="tablist"
        aria-label={T.tabsLabel}
        onKeyDown={onKeyDown}
        className="mt-6 grid grid-cols-4 border-b border-slate-200 sm:flex sm:gap-1"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => select(tab)}
            className={`-mb-px border-b-2 px-1 py-2.5 text-xs font-medium sm:px-4 sm:text-sm ${
              active === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {T.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        tabIndex={0}
        className={`${ui.card} mt-6 p-5 sm:p-8`}
      >
        {active === 'account' && <AccountTab key={user.id} user={user} />}
        {active === 'subscription' && <SubscriptionTab user={user} />}
        {active === 'preferences' && <PreferencesTab key={user.id} user={user} />}
        {active === 'security' && <SecurityTab />}
      </div>
    </div>
  );
}
