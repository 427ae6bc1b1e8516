import { CalendarDays, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { healthLabel } from '#domain/health/health-state.ts';
import { useBackendHealth } from '#client/health/use-backend-health.ts';
import { GatedLinkButton } from './gated-link-button.tsx';

const FEATURES = [
  {
    title: 'Smart Scheduling',
    icon: CalendarDays,
    text: 'Sync with your family calendar for personalised meal suggestions.',
  },
  {
    title: 'Family Collaboration',
    icon: Users,
    text: 'Everyone can rate meals and contribute to planning.',
  },
  {
    title: 'AI Recommendations',
    icon: Sparkles,
    text: 'Suggestions based on your family’s preferences, tastes and meal history.',
  },
];

// The product is invitation-only: getting started means asking for access.
const GET_STARTED_PATH = '/request-access';

export function LandingPage() {
  const health = useBackendHealth();
  return (
    <div className="min-h-screen">
      <section className="bg-gradient-to-b from-teal-50 to-stone-50 px-4 py-20 text-center">
        <h1 className="text-4xl font-bold text-brand md:text-5xl">Family Dinner Planner</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-stone-600">
          Take the stress out of weekly dinner planning.
        </p>
        <div className="mt-8 flex justify-center gap-4">
          <GatedLinkButton ready={health.ready} to={GET_STARTED_PATH}>
            Get Started
          </GatedLinkButton>
          <GatedLinkButton ready={health.ready} to="/login" variant="secondary">
            Login
          </GatedLinkButton>
        </div>
        {!health.ready && (health.waitedLong || health.state === 'slow') && (
          <p role="status" className="mt-4 text-sm text-stone-600">
            The app is starting. The buttons turn on as soon as it is ready.
          </p>
        )}
        <span hidden data-testid="health-status">
          {healthLabel(health.state, health.elapsedMs)}
        </span>
      </section>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="rounded-xl bg-white p-6 shadow-sm">
            <feature.icon aria-hidden className="h-8 w-8 text-brand" />
            <h2 className="mt-3 text-xl font-semibold">{feature.title}</h2>
            <p className="mt-2 text-stone-600">{feature.text}</p>
          </article>
        ))}
      </section>
      <section className="bg-brand px-4 py-14 text-center text-white">
        <h2 className="text-2xl font-semibold">Ready to make dinner easy?</h2>
        <div className="mt-6">
          <GatedLinkButton ready={health.ready} to={GET_STARTED_PATH} variant="secondary">
            Start Planning Today
          </GatedLinkButton>
        </div>
      </section>
      <footer className="py-8 text-center text-sm text-stone-500">
        <Link to="/disclosures" className="underline">
          Disclosures &amp; Privacy Notice
        </Link>
      </footer>
    </div>
  );
}
