// Status badges: images that decorate a README (build, coverage, version), not words of it.

/** Status badges (build, coverage, version) are decoration, whatever their alt text says. */
export function isBadge(address: string | undefined): boolean {
  return address !== undefined && BADGE.test(address);
}
const BADGE = /shields\.io|badgen\.net|badge\.fury\.io|\/badges?\b|badge\.svg|[?&]badge|travis-ci\.|coveralls\.io|codecov\.io|circleci\.com|appveyor\.com|snyk\.io\/test|packagephobia|bundlephobia|npmcharts|nodei\.co|david-dm\.org|opencollective\.com\/[^)\s]*\.svg|img\.badgesize/i;
