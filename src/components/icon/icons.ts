// The app's icons by meaning, from the mdi set (product spec section 9): one icon per meaning,
// used everywhere through MdiIcon. Only re-exports (webpack treats this file as side-effect
// free): each screen's import goes straight to @mdi/js, whose named exports webpack keeps only
// when used, so the bundle holds these paths and not the whole set (~2.8 MB).
export {
  // Actions
  /** Add a record (a request, an organization, a note, members). */
  mdiPlus as iconAdd,
  /** Invite (add) a user. */
  mdiAccountPlusOutline as iconAddUser,
  /** Delete or remove a record or a row. */
  mdiDeleteOutline as iconDelete,
  /** Choose a file to upload (attachments, a software-set CSV, support files). */
  mdiUpload as iconUpload,
  /** Download a document. */
  mdiDownload as iconDownload,
  /** Clear (remove) an applied filter. */
  mdiClose as iconClear,
  /** A menu of more actions. */
  mdiDotsVertical as iconMoreActions,
  /** Opens a menu of choices (status actions, submit actions, the user menu). */
  mdiChevronDown as iconDropdown,
  mdiSortAscending as iconSortAscending,
  mdiSortDescending as iconSortDescending,
  /** Back up to the list (small screens). */
  mdiArrowUp as iconBackToList,
  mdiLogout as iconLogout,
  /** More about the screen. */
  mdiInformationOutline as iconInfo,

  // States and things
  /** Notifications, and a request the user does not follow (yet). */
  mdiBellOutline as iconNotifications,
  /** A request the user follows. */
  mdiBell as iconFollowing,
  /** Live updates cannot reach the server. */
  mdiCloudOffOutline as iconOffline,
  /** The signed-in user and their profile. */
  mdiAccountOutline as iconUser,

  // Navigation
  mdiMenu as iconOpenNavigation,
  mdiMenuOpen as iconCollapseNavigation,
  mdiMenuClose as iconExpandNavigation,
  mdiPinOutline as iconPinNavigation,
  mdiPin as iconNavigationPinned,

  // Screens (the side navigation)
  mdiFileImageOutline as iconBinaryRequests,
  mdiFileCheckOutline as iconSoftwareValidations,
  mdiFileUploadOutline as iconSsifSubmissions,
  mdiAccountGroupOutline as iconUserManagement,
  mdiDatabaseOutline as iconDataManagement,
  mdiDomain as iconOrganizations,
  mdiFaceAgent as iconSupport,
  mdiClipboardTextClockOutline as iconAuditTrail,
  mdiChartBar as iconReports,
} from '@mdi/js';
/** Work in progress (spins): every button's loading icon (see the file). */
export { iconLoading } from './iconLoading';
