import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@familydinnerplanner.app';

export function DisclosuresPage() {
  return (
    <article className="mx-auto max-w-2xl space-y-4 px-4 py-10 leading-relaxed">
      <Link to="/" className="text-sm text-brand underline">
        Back to home
      </Link>
      <h1 className="text-3xl font-semibold">Disclosures &amp; Privacy Notice</h1>
      <h2 className="text-xl font-semibold">What we collect</h2>
      <p>
        To plan your family’s dinners we keep your name, your email address and the meal preferences
        you tell us about, such as dietary restrictions and allergies, together with the meals,
        dishes, ratings and shopping items your family adds.
      </p>
      <h2 className="text-xl font-semibold">Text messages</h2>
      <p>
        We send text messages (SMS) only if you opt in under Settings → Notifications after
        verifying your phone number, for example when you send your shopping list to your phone. You
        can switch this off at any time. Message and data rates may apply.
      </p>
      <h2 className="text-xl font-semibold">Your data is not for sale</h2>
      <p>We do not sell, rent or share your personal data with anyone for marketing.</p>
      <h2 className="text-xl font-semibold">Contact</h2>
      <p>
        Questions or requests about your data: write to{' '}
        <a className="text-brand underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </article>
  );
}
