import { Link } from 'react-router';
import { Logo } from './Logo.tsx';
import { LAYOUT_TEXTS } from './texts.ts';
import { ui } from './ui.ts';

const { footer, links } = LAYOUT_TEXTS;

const footerLink = 'text-sm text-slate-600 hover:text-slate-900 hover:underline';

/** The common footer: legal pages, blog, social profiles and support (spec section 2). */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className={`${ui.container} grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Logo className="h-6 w-6" />
            {LAYOUT_TEXTS.brand}
          </p>
          <p className="mt-3 text-sm text-slate-600">{footer.tagline}</p>
        </div>
        <FooterColumn heading={footer.legalHeading}>
          <Link className={footerLink} to="/privacy-policy">
            {footer.privacy}
          </Link>
          <Link className={footerLink} to="/terms-conditions">
            {footer.terms}
          </Link>
          <Link className={footerLink} to="/cookie-policy">
            {footer.cookies}
          </Link>
        </FooterColumn>
        <FooterColumn heading={footer.resourcesHeading}>
          <a className={footerLink} href={links.blog} target="_blank" rel="noopener noreferrer">
            {footer.blog}
          </a>
          <Link className={footerLink} to="/pricing">
            {footer.pricing}
          </Link>
        </FooterColumn>
        <FooterColumn heading={footer.supportHeading}>
          <a className={footerLink} href={`mailto:${links.supportEmail}`}>
            {footer.contact}
          </a>
          <div className="flex gap-3 pt-1" aria-label={footer.social} role="group">
            <SocialLink href={links.x} label="Statemint on X">
              <path d="M4 4l16 16M20 4L4 20" strokeWidth="2" strokeLinecap="round" />
            </SocialLink>
            <SocialLink href={links.linkedin} label="Statemint on LinkedIn">
              <path
                d="M6 10v8M6 6v.01M10 18v-8m0 3a3 3 0 016 0v5"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </SocialLink>
            <SocialLink href={links.github} label="Statemint on GitHub">
              <path
                d="M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 00-1.3-3.2 4.2 4.2 0 00-.1-3.2s-1-.3-3.4 1.3a11.6 11.6 0 00-6 0C6.8 2.3 5.8 2.6 5.8 2.6a4.2 4.2 0 00-.1 3.2A4.6 4.6 0 004.4 9c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </SocialLink>
          </div>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        {footer.rights(new Date().getFullYear())}
      </div>
    </footer>
  );
}

function FooterColumn({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{heading}</h2>
      <div className="mt-3 flex flex-col items-start gap-2">{children}</div>
    </div>
  );
}

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        {children}
      </svg>
    </a>
  );
}
