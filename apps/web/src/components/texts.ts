/** Texts of the header, footer and shared layout (spec sections 1 and 2). */
export const LAYOUT_TEXTS = {
  brand: 'Statemint',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    pricing: 'Pricing',
    login: 'Login',
    register: 'Register',
    pages: 'Pages',
    documents: 'Documents',
    settings: 'Settings',
    signOut: 'Sign out',
    menu: 'Menu',
  },
  counter: {
    unlimited: 'Unlimited',
    daily: (remaining: number, limit: number) => `${remaining}/${limit} today`,
    plan: (remaining: number, limit: number) => `${remaining}/${limit}`,
  },
  footer: {
    tagline:
      'Convert text-based PDF bank statements into clean CSV and Excel data. Files are processed securely and not permanently stored.',
    legalHeading: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    cookies: 'Cookie Policy',
    resourcesHeading: 'Resources',
    blog: 'Blog',
    pricing: 'Pricing',
    supportHeading: 'Support',
    contact: 'Contact support',
    social: 'Follow us',
    rights: (year: number) => `© ${year} Statemint. All rights reserved.`,
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be loaded. Reloading usually fixes it; your documents are safe.',
    reload: 'Reload page',
    home: 'Go to the converter',
  },
  links: {
    blog: 'https://blog.statemint.app',
    supportEmail: 'support@statemint.app',
    x: 'https://x.com/statemint',
    linkedin: 'https://www.linkedin.com/company/statemint',
    github: 'https://github.com/statemint',
  },
} as const;
