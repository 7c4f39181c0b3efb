/**
 * mdi's "loading" (`mdiLoading` of @mdi/js, the same path: iconLoading.test.ts compares them),
 * written out here because every button's loading icon (src/app/buttonConfig.tsx) is in the
 * sign-in pages' bundle. @mdi/js is one module: importing one of its icons there would bring
 * every icon the app uses into that bundle (+3.5 KB gzip measured), where the rest now load
 * with the signed-in screens.
 */
export const iconLoading = 'M12,4V2A10,10 0 0,0 2,12H4A8,8 0 0,1 12,4Z';
