/**
 * '{Page name} - {school name}' on every page (spec 1); the school's name (with its town) is
 * its `titleName` setting. Without one (a page drawn without settings) the page's name alone.
 */
export function pageTitle(name: string, schoolName: string | undefined): string {
  return schoolName ? `${name} - ${schoolName}` : name;
}
