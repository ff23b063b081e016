/** @type {import('next').NextConfig} */
export default {
  // turbo caches dist/ (the repository's build output folder).
  distDir: 'dist',
  // No image optimisation service, no fonts fetched: nothing leaves the machine at build or run time.
  images: { unoptimized: true },
  poweredByHeader: false,
}
