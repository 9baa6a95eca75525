// Landing / (spec §1, §2): the pitch for visitors. A signed-in cook sees 'View Recipes' and is sent
// on (email confirmation, setup or the meal plan) as soon as their profile has loaded.
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { CuisineSection } from '@/features/landing/components/cuisine-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { WhySection } from '@/features/landing/components/why-section';
import { useLandingRedirect } from '@/features/landing/hooks/use-landing-redirect';

export function Component() {
  const { status } = useAuth();
  const redirect = useLandingRedirect();
  const signedIn = status === 'signed-in';
  // A signed-in cook is about to leave for a page with the navigation bar: fetch it now, so it is
  // there on arrival. Visitors never download it.
  useEffect(() => {
    if (signedIn) void import('@/components/layout/navigation-bar');
  }, [signedIn]);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <LandingHeader status={status} />
      <HeroSection signedIn={signedIn} />
      <WhySection />
      <HowItWorksSection />
      <CuisineSection />
      <ClosingSection signedIn={signedIn} />
      <LandingFooter signedIn={signedIn} />
    </>
  );
}
