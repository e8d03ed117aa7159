import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/AuthContext.ts';
import { Logo } from './Logo.tsx';
import { pageCounterText } from './pageCounter.ts';
import { LAYOUT_TEXTS } from './texts.ts';
import { ui } from './ui.ts';

const { nav } = LAYOUT_TEXTS;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The common header: brand, the logged-out or logged-in links, and the mobile menu. */
export function Header() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The menu closes by itself on navigation: it is open only for the page it was opened on.
  const menuOpen = openAt === location.key;

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) setOpenAt(null);
      }}
    >
      <div className={`${ui.container} flex h-16 items-center justify-between gap-4`}>
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900"
        >
          <Logo />
          <span>{LAYOUT_TEXTS.brand}</span>
        </Link>
        <nav aria-label={nav.label} className="hidden items-center gap-1 md:flex">
          <NavLinks />
        </nav>
        <button
          type="button"
          className={`${ui.buttonGhost} md:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
        >
          <MenuIcon open={menuOpen} />
          {nav.menu}
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={`${nav.label} mobile`}
          className="border-t border-slate-200 bg-white px-4 py-3 md:hidden"
        >
          <div className="flex flex-col gap-1">
            <NavLinks />
          </div>
        </nav>
      )}
    </header>
  );
}

function NavLinks() {
  const { isAuthenticated, user, logout, loading } = useAuth();
  const navigate = useNavigate();

  // No links until the session is known, so a signed-in user never sees Login flash by.
  if (loading) return null;

  if (!isAuthenticated || !user) {
    return (
      <>
        <NavLink to="/pricing" className={linkClass}>
          {nav.pricing}
        </NavLink>
        <NavLink to="/login" className={linkClass}>
          {nav.login}
        </NavLink>
        <Link to="/signup" className={`${ui.buttonPrimary} py-2`}>
          {nav.register}
        </Link>
      </>
    );
  }

  const signOut = async () => {
    await logout();
    navigate('/login');
  };

  return (
    <>
      <NavLink to="/pricing" className={linkClass}>
        {nav.pricing}
      </NavLink>
      <Link to="/settings" className={linkClass({ isActive: false })}>
        <span className="text-slate-600">{nav.pages}</span>{' '}
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
          {pageCounterText(user)}
        </span>
      </Link>
      <NavLink to="/documents" className={linkClass}>
        {nav.documents}
      </NavLink>
      <NavLink to="/settings" className={linkClass} end>
        {nav.settings}
      </NavLink>
      <button type="button" onClick={() => void signOut()} className={`${ui.buttonSecondary} py-2`}>
        {nav.signOut}
      </button>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
    >
      {open ? (
        <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}
