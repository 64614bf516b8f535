// On-screen marking's numbers, free of zod so the markers' pages take them from '@mockexam/contracts/text'
// (marking.ts re-exports them for the server and the schemas).

/** How long a claimed task stays with its marker unless renewed. */
export const MARKING_LEASE_SECONDS = 600;
/** How often the workspace renews a lease while the marker works. */
export const MARKING_LEASE_RENEW_SECONDS = 120;
/** How many of their last marked tasks a marker can go back to. */
export const MARKING_RECENT_LIMIT = 10;
/** The most annotations one mark may carry. */
export const MARKING_MAX_ANNOTATIONS = 60;
/** The widest edge of a served item image, in pixels (the image stays under 150 KB). */
export const MARKING_IMAGE_MAX_WIDTH = 1400;
