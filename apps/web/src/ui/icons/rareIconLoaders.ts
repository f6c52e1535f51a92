import type { LucideIcon } from 'lucide-react';

type Loader = () => Promise<{ default: LucideIcon }>;

// One loader per lucide file, shared by its aliases, so each icon becomes one small chunk.
const loadAccessibility: Loader = () => import('lucide-react/icons/accessibility');
const loadActivity: Loader = () => import('lucide-react/icons/activity');
const loadAirplay: Loader = () => import('lucide-react/icons/airplay');
const loadAlarmClock: Loader = () => import('lucide-react/icons/alarm-clock');
const loadAlarmClockCheck: Loader = () => import('lucide-react/icons/alarm-clock-check');
const loadAlarmClockOff: Loader = () => import('lucide-react/icons/alarm-clock-off');
const loadAlarmClockPlus: Loader = () => import('lucide-react/icons/alarm-clock-plus');
const loadAnchor: Loader = () => import('lucide-react/icons/anchor');
const loadAntenna: Loader = () => import('lucide-react/icons/antenna');
const loadArchiveArrowDown: Loader = () => import('lucide-react/icons/archive-arrow-down');
const loadArchiveX: Loader = () => import('lucide-react/icons/archive-x');
const loadArrowBigDown: Loader = () => import('lucide-react/icons/arrow-big-down');
const loadArrowBigUp: Loader = () => import('lucide-react/icons/arrow-big-up');
const loadArrowDown: Loader = () => import('lucide-react/icons/arrow-down');
const loadArrowDownAZ: Loader = () => import('lucide-react/icons/arrow-down-a-z');
const loadArrowDownLeft: Loader = () => import('lucide-react/icons/arrow-down-left');
const loadArrowDownRight: Loader = () => import('lucide-react/icons/arrow-down-right');
const loadArrowDownToLine: Loader = () => import('lucide-react/icons/arrow-down-to-line');
const loadArrowDownWideNarrow: Loader = () => import('lucide-react/icons/arrow-down-wide-narrow');
const loadArrowDownZA: Loader = () => import('lucide-react/icons/arrow-down-z-a');
const loadArrowLeftRight: Loader = () => import('lucide-react/icons/arrow-left-right');
const loadArrowLeftToLine: Loader = () => import('lucide-react/icons/arrow-left-to-line');
const loadArrowRightLeft: Loader = () => import('lucide-react/icons/arrow-right-left');
const loadArrowRightToLine: Loader = () => import('lucide-react/icons/arrow-right-to-line');
const loadArrowUp: Loader = () => import('lucide-react/icons/arrow-up');
const loadArrowUpFromLine: Loader = () => import('lucide-react/icons/arrow-up-from-line');
const loadArrowUpLeft: Loader = () => import('lucide-react/icons/arrow-up-left');
const loadArrowUpNarrowWide: Loader = () => import('lucide-react/icons/arrow-up-narrow-wide');
const loadArrowUpRight: Loader = () => import('lucide-react/icons/arrow-up-right');
const loadAsterisk: Loader = () => import('lucide-react/icons/asterisk');
const loadAtom: Loader = () => import('lucide-react/icons/atom');
const loadAudioLines: Loader = () => import('lucide-react/icons/audio-lines');
const loadAudioWaveform: Loader = () => import('lucide-react/icons/audio-waveform');
const loadAward: Loader = () => import('lucide-react/icons/award');
const loadAxe: Loader = () => import('lucide-react/icons/axe');
const loadBaby: Loader = () => import('lucide-react/icons/baby');
const loadBackpack: Loader = () => import('lucide-react/icons/backpack');
const loadBadge: Loader = () => import('lucide-react/icons/badge');
const loadBadgeAlert: Loader = () => import('lucide-react/icons/badge-alert');
const loadBadgeCheck: Loader = () => import('lucide-react/icons/badge-check');
const loadBadgeInfo: Loader = () => import('lucide-react/icons/badge-info');
const loadBadgePlus: Loader = () => import('lucide-react/icons/badge-plus');
const loadBadgeQuestionMark: Loader = () => import('lucide-react/icons/badge-question-mark');
const loadBadgeX: Loader = () => import('lucide-react/icons/badge-x');
const loadBan: Loader = () => import('lucide-react/icons/ban');
const loadBattery: Loader = () => import('lucide-react/icons/battery');
const loadBatteryCharging: Loader = () => import('lucide-react/icons/battery-charging');
const loadBatteryFull: Loader = () => import('lucide-react/icons/battery-full');
const loadBatteryLow: Loader = () => import('lucide-react/icons/battery-low');
const loadBeer: Loader = () => import('lucide-react/icons/beer');
const loadBellCheck: Loader = () => import('lucide-react/icons/bell-check');
const loadBellDot: Loader = () => import('lucide-react/icons/bell-dot');
const loadBellElectric: Loader = () => import('lucide-react/icons/bell-electric');
const loadBellMinus: Loader = () => import('lucide-react/icons/bell-minus');
const loadBellOff: Loader = () => import('lucide-react/icons/bell-off');
const loadBellPlus: Loader = () => import('lucide-react/icons/bell-plus');
const loadBellRing: Loader = () => import('lucide-react/icons/bell-ring');
const loadBike: Loader = () => import('lucide-react/icons/bike');
const loadBinoculars: Loader = () => import('lucide-react/icons/binoculars');
const loadBird: Loader = () => import('lucide-react/icons/bird');
const loadBlocks: Loader = () => import('lucide-react/icons/blocks');
const loadBluetooth: Loader = () => import('lucide-react/icons/bluetooth');
const loadBook: Loader = () => import('lucide-react/icons/book');
const loadBookMarked: Loader = () => import('lucide-react/icons/book-marked');
const loadBookOpen: Loader = () => import('lucide-react/icons/book-open');
const loadBookOpenText: Loader = () => import('lucide-react/icons/book-open-text');
const loadBookUser: Loader = () => import('lucide-react/icons/book-user');
const loadBookmark: Loader = () => import('lucide-react/icons/bookmark');
const loadBookmarkCheck: Loader = () => import('lucide-react/icons/bookmark-check');
const loadBookmarkPlus: Loader = () => import('lucide-react/icons/bookmark-plus');
const loadBookmarkX: Loader = () => import('lucide-react/icons/bookmark-x');
const loadBot: Loader = () => import('lucide-react/icons/bot');
const loadBox: Loader = () => import('lucide-react/icons/box');
const loadBoxes: Loader = () => import('lucide-react/icons/boxes');
const loadBraces: Loader = () => import('lucide-react/icons/braces');
const loadBrackets: Loader = () => import('lucide-react/icons/brackets');
const loadBrain: Loader = () => import('lucide-react/icons/brain');
const loadBriefcase: Loader = () => import('lucide-react/icons/briefcase');
const loadBriefcaseBusiness: Loader = () => import('lucide-react/icons/briefcase-business');
const loadBug: Loader = () => import('lucide-react/icons/bug');
const loadBuilding: Loader = () => import('lucide-react/icons/building');
const loadBus: Loader = () => import('lucide-react/icons/bus');
const loadCake: Loader = () => import('lucide-react/icons/cake');
const loadCalculator: Loader = () => import('lucide-react/icons/calculator');
const loadCalendarArrowRight: Loader = () => import('lucide-react/icons/calendar-arrow-right');
const loadCalendarCheck: Loader = () => import('lucide-react/icons/calendar-check');
const loadCalendarMinus: Loader = () => import('lucide-react/icons/calendar-minus');
const loadCalendarOff: Loader = () => import('lucide-react/icons/calendar-off');
const loadCalendarPlus: Loader = () => import('lucide-react/icons/calendar-plus');
const loadCalendarRange: Loader = () => import('lucide-react/icons/calendar-range');
const loadCalendarSearch: Loader = () => import('lucide-react/icons/calendar-search');
const loadCalendarSync: Loader = () => import('lucide-react/icons/calendar-sync');
const loadCalendarX: Loader = () => import('lucide-react/icons/calendar-x');
const loadCamera: Loader = () => import('lucide-react/icons/camera');
const loadCameraOff: Loader = () => import('lucide-react/icons/camera-off');
const loadCaptions: Loader = () => import('lucide-react/icons/captions');
const loadCaptionsOff: Loader = () => import('lucide-react/icons/captions-off');
const loadCar: Loader = () => import('lucide-react/icons/car');
const loadCaseSensitive: Loader = () => import('lucide-react/icons/case-sensitive');
const loadCast: Loader = () => import('lucide-react/icons/cast');
const loadCat: Loader = () => import('lucide-react/icons/cat');
const loadChartArea: Loader = () => import('lucide-react/icons/chart-area');
const loadChartBar: Loader = () => import('lucide-react/icons/chart-bar');
const loadChartColumn: Loader = () => import('lucide-react/icons/chart-column');
const loadChartLine: Loader = () => import('lucide-react/icons/chart-line');
const loadChartNoAxesColumn: Loader = () => import('lucide-react/icons/chart-no-axes-column');
const loadChartNoAxesCombined: Loader = () => import('lucide-react/icons/chart-no-axes-combined');
const loadChartPie: Loader = () => import('lucide-react/icons/chart-pie');
const loadChartSpline: Loader = () => import('lucide-react/icons/chart-spline');
const loadCheckCheck: Loader = () => import('lucide-react/icons/check-check');
const loadCheckLine: Loader = () => import('lucide-react/icons/check-line');
const loadChevronFirst: Loader = () => import('lucide-react/icons/chevron-first');
const loadChevronLast: Loader = () => import('lucide-react/icons/chevron-last');
const loadChevronsDown: Loader = () => import('lucide-react/icons/chevrons-down');
const loadChevronsDownUp: Loader = () => import('lucide-react/icons/chevrons-down-up');
const loadChevronsLeft: Loader = () => import('lucide-react/icons/chevrons-left');
const loadChevronsRight: Loader = () => import('lucide-react/icons/chevrons-right');
const loadChevronsUp: Loader = () => import('lucide-react/icons/chevrons-up');
const loadChevronsUpDown: Loader = () => import('lucide-react/icons/chevrons-up-down');
const loadCircleArrowDown: Loader = () => import('lucide-react/icons/circle-arrow-down');
const loadCircleArrowUp: Loader = () => import('lucide-react/icons/circle-arrow-up');
const loadCircleDot: Loader = () => import('lucide-react/icons/circle-dot');
const loadCircleFadingArrowUp: Loader = () => import('lucide-react/icons/circle-fading-arrow-up');
const loadCircleMinus: Loader = () => import('lucide-react/icons/circle-minus');
const loadCirclePause: Loader = () => import('lucide-react/icons/circle-pause');
const loadCirclePercent: Loader = () => import('lucide-react/icons/circle-percent');
const loadCirclePlay: Loader = () => import('lucide-react/icons/circle-play');
const loadCirclePlus: Loader = () => import('lucide-react/icons/circle-plus');
const loadCircleQuestionMark: Loader = () => import('lucide-react/icons/circle-question-mark');
const loadCircleSlash: Loader = () => import('lucide-react/icons/circle-slash');
const loadCircleStop: Loader = () => import('lucide-react/icons/circle-stop');
const loadCircleUser: Loader = () => import('lucide-react/icons/circle-user');
const loadClapperboard: Loader = () => import('lucide-react/icons/clapperboard');
const loadClipboard: Loader = () => import('lucide-react/icons/clipboard');
const loadClipboardCheck: Loader = () => import('lucide-react/icons/clipboard-check');
const loadClipboardCopy: Loader = () => import('lucide-react/icons/clipboard-copy');
const loadClipboardList: Loader = () => import('lucide-react/icons/clipboard-list');
const loadClipboardPaste: Loader = () => import('lucide-react/icons/clipboard-paste');
const loadClipboardX: Loader = () => import('lucide-react/icons/clipboard-x');
const loadClockAlert: Loader = () => import('lucide-react/icons/clock-alert');
const loadClockArrowUp: Loader = () => import('lucide-react/icons/clock-arrow-up');
const loadClockCheck: Loader = () => import('lucide-react/icons/clock-check');
const loadClockPlus: Loader = () => import('lucide-react/icons/clock-plus');
const loadCloud: Loader = () => import('lucide-react/icons/cloud');
const loadCloudAlert: Loader = () => import('lucide-react/icons/cloud-alert');
const loadCloudCheck: Loader = () => import('lucide-react/icons/cloud-check');
const loadCloudDownload: Loader = () => import('lucide-react/icons/cloud-download');
const loadCloudOff: Loader = () => import('lucide-react/icons/cloud-off');
const loadCloudRain: Loader = () => import('lucide-react/icons/cloud-rain');
const loadCloudSun: Loader = () => import('lucide-react/icons/cloud-sun');
const loadCloudUpload: Loader = () => import('lucide-react/icons/cloud-upload');
const loadCodeXml: Loader = () => import('lucide-react/icons/code-xml');
const loadCoffee: Loader = () => import('lucide-react/icons/coffee');
const loadCog: Loader = () => import('lucide-react/icons/cog');
const loadCoins: Loader = () => import('lucide-react/icons/coins');
const loadColumns2: Loader = () => import('lucide-react/icons/columns-2');
const loadColumns3: Loader = () => import('lucide-react/icons/columns-3');
const loadCommand: Loader = () => import('lucide-react/icons/command');
const loadCompass: Loader = () => import('lucide-react/icons/compass');
const loadComponent: Loader = () => import('lucide-react/icons/component');
const loadConstruction: Loader = () => import('lucide-react/icons/construction');
const loadContact: Loader = () => import('lucide-react/icons/contact');
const loadContactRound: Loader = () => import('lucide-react/icons/contact-round');
const loadContainer: Loader = () => import('lucide-react/icons/container');
const loadContrast: Loader = () => import('lucide-react/icons/contrast');
const loadCopyCheck: Loader = () => import('lucide-react/icons/copy-check');
const loadCopyPlus: Loader = () => import('lucide-react/icons/copy-plus');
const loadCopyX: Loader = () => import('lucide-react/icons/copy-x');
const loadCornerDownLeft: Loader = () => import('lucide-react/icons/corner-down-left');
const loadCornerDownRight: Loader = () => import('lucide-react/icons/corner-down-right');
const loadCornerLeftUp: Loader = () => import('lucide-react/icons/corner-left-up');
const loadCornerRightDown: Loader = () => import('lucide-react/icons/corner-right-down');
const loadCornerUpLeft: Loader = () => import('lucide-react/icons/corner-up-left');
const loadCornerUpRight: Loader = () => import('lucide-react/icons/corner-up-right');
const loadCpu: Loader = () => import('lucide-react/icons/cpu');
const loadCreditCard: Loader = () => import('lucide-react/icons/credit-card');
const loadCrop: Loader = () => import('lucide-react/icons/crop');
const loadCrosshair: Loader = () => import('lucide-react/icons/crosshair');
const loadDatabase: Loader = () => import('lucide-react/icons/database');
const loadDatabaseBackup: Loader = () => import('lucide-react/icons/database-backup');
const loadDiamond: Loader = () => import('lucide-react/icons/diamond');
const loadDice5: Loader = () => import('lucide-react/icons/dice-5');
const loadDna: Loader = () => import('lucide-react/icons/dna');
const loadDog: Loader = () => import('lucide-react/icons/dog');
const loadDollarSign: Loader = () => import('lucide-react/icons/dollar-sign');
const loadDoorClosed: Loader = () => import('lucide-react/icons/door-closed');
const loadDoorOpen: Loader = () => import('lucide-react/icons/door-open');
const loadDot: Loader = () => import('lucide-react/icons/dot');
const loadDownload: Loader = () => import('lucide-react/icons/download');
const loadDroplet: Loader = () => import('lucide-react/icons/droplet');
const loadEarth: Loader = () => import('lucide-react/icons/earth');
const loadEqual: Loader = () => import('lucide-react/icons/equal');
const loadEraser: Loader = () => import('lucide-react/icons/eraser');
const loadEuro: Loader = () => import('lucide-react/icons/euro');
const loadExpand: Loader = () => import('lucide-react/icons/expand');
const loadEyeClosed: Loader = () => import('lucide-react/icons/eye-closed');
const loadFastForward: Loader = () => import('lucide-react/icons/fast-forward');
const loadFeather: Loader = () => import('lucide-react/icons/feather');
const loadFile: Loader = () => import('lucide-react/icons/file');
const loadFileArchive: Loader = () => import('lucide-react/icons/file-archive');
const loadFileAudio: Loader = () => import('lucide-react/icons/file-audio');
const loadFileCheck: Loader = () => import('lucide-react/icons/file-check');
const loadFileClock: Loader = () => import('lucide-react/icons/file-clock');
const loadFileCode: Loader = () => import('lucide-react/icons/file-code');
const loadFileDown: Loader = () => import('lucide-react/icons/file-down');
const loadFileImage: Loader = () => import('lucide-react/icons/file-image');
const loadFileInput: Loader = () => import('lucide-react/icons/file-input');
const loadFileJson: Loader = () => import('lucide-react/icons/file-json');
const loadFileLock: Loader = () => import('lucide-react/icons/file-lock');
const loadFileMinus: Loader = () => import('lucide-react/icons/file-minus');
const loadFileOutput: Loader = () => import('lucide-react/icons/file-output');
const loadFilePen: Loader = () => import('lucide-react/icons/file-pen');
const loadFilePlus: Loader = () => import('lucide-react/icons/file-plus');
const loadFileQuestionMark: Loader = () => import('lucide-react/icons/file-question-mark');
const loadFileSearch: Loader = () => import('lucide-react/icons/file-search');
const loadFileSpreadsheet: Loader = () => import('lucide-react/icons/file-spreadsheet');
const loadFileStack: Loader = () => import('lucide-react/icons/file-stack');
const loadFileType: Loader = () => import('lucide-react/icons/file-type');
const loadFileUp: Loader = () => import('lucide-react/icons/file-up');
const loadFileVideo: Loader = () => import('lucide-react/icons/file-video');
const loadFileWarning: Loader = () => import('lucide-react/icons/file-warning');
const loadFileX: Loader = () => import('lucide-react/icons/file-x');
const loadFiles: Loader = () => import('lucide-react/icons/files');
const loadFilm: Loader = () => import('lucide-react/icons/film');
const loadFingerprintPattern: Loader = () => import('lucide-react/icons/fingerprint-pattern');
const loadFish: Loader = () => import('lucide-react/icons/fish');
const loadFlagOff: Loader = () => import('lucide-react/icons/flag-off');
const loadFlame: Loader = () => import('lucide-react/icons/flame');
const loadFlashlight: Loader = () => import('lucide-react/icons/flashlight');
const loadFlaskConical: Loader = () => import('lucide-react/icons/flask-conical');
const loadFlower: Loader = () => import('lucide-react/icons/flower');
const loadFocus: Loader = () => import('lucide-react/icons/focus');
const loadFoldVertical: Loader = () => import('lucide-react/icons/fold-vertical');
const loadFolder: Loader = () => import('lucide-react/icons/folder');
const loadFolderArchive: Loader = () => import('lucide-react/icons/folder-archive');
const loadFolderCheck: Loader = () => import('lucide-react/icons/folder-check');
const loadFolderClock: Loader = () => import('lucide-react/icons/folder-clock');
const loadFolderDown: Loader = () => import('lucide-react/icons/folder-down');
const loadFolderHeart: Loader = () => import('lucide-react/icons/folder-heart');
const loadFolderInput: Loader = () => import('lucide-react/icons/folder-input');
const loadFolderKanban: Loader = () => import('lucide-react/icons/folder-kanban');
const loadFolderLock: Loader = () => import('lucide-react/icons/folder-lock');
const loadFolderMinus: Loader = () => import('lucide-react/icons/folder-minus');
const loadFolderOpen: Loader = () => import('lucide-react/icons/folder-open');
const loadFolderOutput: Loader = () => import('lucide-react/icons/folder-output');
const loadFolderPlus: Loader = () => import('lucide-react/icons/folder-plus');
const loadFolderSearch: Loader = () => import('lucide-react/icons/folder-search');
const loadFolderTree: Loader = () => import('lucide-react/icons/folder-tree');
const loadFolderUp: Loader = () => import('lucide-react/icons/folder-up');
const loadFolderX: Loader = () => import('lucide-react/icons/folder-x');
const loadFolders: Loader = () => import('lucide-react/icons/folders');
const loadForward: Loader = () => import('lucide-react/icons/forward');
const loadFrown: Loader = () => import('lucide-react/icons/frown');
const loadFunnelPlus: Loader = () => import('lucide-react/icons/funnel-plus');
const loadFunnelX: Loader = () => import('lucide-react/icons/funnel-x');
const loadGalleryHorizontal: Loader = () => import('lucide-react/icons/gallery-horizontal');
const loadGamepad2: Loader = () => import('lucide-react/icons/gamepad-2');
const loadGauge: Loader = () => import('lucide-react/icons/gauge');
const loadGem: Loader = () => import('lucide-react/icons/gem');
const loadGhost: Loader = () => import('lucide-react/icons/ghost');
const loadGift: Loader = () => import('lucide-react/icons/gift');
const loadGitBranch: Loader = () => import('lucide-react/icons/git-branch');
const loadGitCommitHorizontal: Loader = () => import('lucide-react/icons/git-commit-horizontal');
const loadGitFork: Loader = () => import('lucide-react/icons/git-fork');
const loadGitMerge: Loader = () => import('lucide-react/icons/git-merge');
const loadGitPullRequest: Loader = () => import('lucide-react/icons/git-pull-request');
const loadGlasses: Loader = () => import('lucide-react/icons/glasses');
const loadGlobe: Loader = () => import('lucide-react/icons/globe');
const loadGlobeLock: Loader = () => import('lucide-react/icons/globe-lock');
const loadGoal: Loader = () => import('lucide-react/icons/goal');
const loadGraduationCap: Loader = () => import('lucide-react/icons/graduation-cap');
const loadGrid2x2: Loader = () => import('lucide-react/icons/grid-2x2');
const loadGrid3x3: Loader = () => import('lucide-react/icons/grid-3x3');
const loadGripHorizontal: Loader = () => import('lucide-react/icons/grip-horizontal');
const loadGroup: Loader = () => import('lucide-react/icons/group');
const loadHammer: Loader = () => import('lucide-react/icons/hammer');
const loadHand: Loader = () => import('lucide-react/icons/hand');
const loadHandshake: Loader = () => import('lucide-react/icons/handshake');
const loadHardDrive: Loader = () => import('lucide-react/icons/hard-drive');
const loadHeading: Loader = () => import('lucide-react/icons/heading');
const loadHeading1: Loader = () => import('lucide-react/icons/heading-1');
const loadHeading2: Loader = () => import('lucide-react/icons/heading-2');
const loadHeading3: Loader = () => import('lucide-react/icons/heading-3');
const loadHeading4: Loader = () => import('lucide-react/icons/heading-4');
const loadHeadphones: Loader = () => import('lucide-react/icons/headphones');
const loadHeart: Loader = () => import('lucide-react/icons/heart');
const loadHeartPulse: Loader = () => import('lucide-react/icons/heart-pulse');
const loadHexagon: Loader = () => import('lucide-react/icons/hexagon');
const loadHighlighter: Loader = () => import('lucide-react/icons/highlighter');
const loadHourglass: Loader = () => import('lucide-react/icons/hourglass');
const loadIdCard: Loader = () => import('lucide-react/icons/id-card');
const loadImageDown: Loader = () => import('lucide-react/icons/image-down');
const loadImageOff: Loader = () => import('lucide-react/icons/image-off');
const loadImagePlay: Loader = () => import('lucide-react/icons/image-play');
const loadImagePlus: Loader = () => import('lucide-react/icons/image-plus');
const loadImageUp: Loader = () => import('lucide-react/icons/image-up');
const loadImages: Loader = () => import('lucide-react/icons/images');
const loadInfinity: Loader = () => import('lucide-react/icons/infinity');
const loadKey: Loader = () => import('lucide-react/icons/key');
const loadKeyRound: Loader = () => import('lucide-react/icons/key-round');
const loadKeySquare: Loader = () => import('lucide-react/icons/key-square');
const loadKeyboard: Loader = () => import('lucide-react/icons/keyboard');
const loadKeyboardOff: Loader = () => import('lucide-react/icons/keyboard-off');
const loadLamp: Loader = () => import('lucide-react/icons/lamp');
const loadLanguages: Loader = () => import('lucide-react/icons/languages');
const loadLaptop: Loader = () => import('lucide-react/icons/laptop');
const loadLaugh: Loader = () => import('lucide-react/icons/laugh');
const loadLayersPlus: Loader = () => import('lucide-react/icons/layers-plus');
const loadLayout: Loader = () => import('lucide-react/icons/layout');
const loadLayoutPanelLeft: Loader = () => import('lucide-react/icons/layout-panel-left');
const loadLayoutPanelTop: Loader = () => import('lucide-react/icons/layout-panel-top');
const loadLayoutTemplate: Loader = () => import('lucide-react/icons/layout-template');
const loadLeaf: Loader = () => import('lucide-react/icons/leaf');
const loadLibrary: Loader = () => import('lucide-react/icons/library');
const loadLifeBuoy: Loader = () => import('lucide-react/icons/life-buoy');
const loadLightbulb: Loader = () => import('lucide-react/icons/lightbulb');
const loadLightbulbOff: Loader = () => import('lucide-react/icons/lightbulb-off');
const loadLink2: Loader = () => import('lucide-react/icons/link-2');
const loadLink2Off: Loader = () => import('lucide-react/icons/link-2-off');
const loadListCheck: Loader = () => import('lucide-react/icons/list-check');
const loadListChecks: Loader = () => import('lucide-react/icons/list-checks');
const loadListCollapse: Loader = () => import('lucide-react/icons/list-collapse');
const loadListEnd: Loader = () => import('lucide-react/icons/list-end');
const loadListFilter: Loader = () => import('lucide-react/icons/list-filter');
const loadListIndentDecrease: Loader = () => import('lucide-react/icons/list-indent-decrease');
const loadListIndentIncrease: Loader = () => import('lucide-react/icons/list-indent-increase');
const loadListMinus: Loader = () => import('lucide-react/icons/list-minus');
const loadListPlus: Loader = () => import('lucide-react/icons/list-plus');
const loadListRestart: Loader = () => import('lucide-react/icons/list-restart');
const loadListStart: Loader = () => import('lucide-react/icons/list-start');
const loadListTodo: Loader = () => import('lucide-react/icons/list-todo');
const loadListX: Loader = () => import('lucide-react/icons/list-x');
const loadLoaderPinwheel: Loader = () => import('lucide-react/icons/loader-pinwheel');
const loadLocate: Loader = () => import('lucide-react/icons/locate');
const loadLocateFixed: Loader = () => import('lucide-react/icons/locate-fixed');
const loadLockKeyhole: Loader = () => import('lucide-react/icons/lock-keyhole');
const loadLockOpen: Loader = () => import('lucide-react/icons/lock-open');
const loadLuggage: Loader = () => import('lucide-react/icons/luggage');
const loadMailCheck: Loader = () => import('lucide-react/icons/mail-check');
const loadMailDot: Loader = () => import('lucide-react/icons/mail-dot');
const loadMailOpen: Loader = () => import('lucide-react/icons/mail-open');
const loadMailPlus: Loader = () => import('lucide-react/icons/mail-plus');
const loadMailSearch: Loader = () => import('lucide-react/icons/mail-search');
const loadMailWarning: Loader = () => import('lucide-react/icons/mail-warning');
const loadMailX: Loader = () => import('lucide-react/icons/mail-x');
const loadMailbox: Loader = () => import('lucide-react/icons/mailbox');
const loadMails: Loader = () => import('lucide-react/icons/mails');
const loadMap: Loader = () => import('lucide-react/icons/map');
const loadMapPin: Loader = () => import('lucide-react/icons/map-pin');
const loadMapPinned: Loader = () => import('lucide-react/icons/map-pinned');
const loadMaximize: Loader = () => import('lucide-react/icons/maximize');
const loadMaximize2: Loader = () => import('lucide-react/icons/maximize-2');
const loadMedal: Loader = () => import('lucide-react/icons/medal');
const loadMegaphone: Loader = () => import('lucide-react/icons/megaphone');
const loadMeh: Loader = () => import('lucide-react/icons/meh');
const loadMemoryStick: Loader = () => import('lucide-react/icons/memory-stick');
const loadMessageCircleMore: Loader = () => import('lucide-react/icons/message-circle-more');
const loadMessageCirclePlus: Loader = () => import('lucide-react/icons/message-circle-plus');
const loadMessageCircleReply: Loader = () => import('lucide-react/icons/message-circle-reply');
const loadMessageCircleX: Loader = () => import('lucide-react/icons/message-circle-x');
const loadMessageSquareDot: Loader = () => import('lucide-react/icons/message-square-dot');
const loadMessageSquareMore: Loader = () => import('lucide-react/icons/message-square-more');
const loadMessageSquareOff: Loader = () => import('lucide-react/icons/message-square-off');
const loadMessageSquarePlus: Loader = () => import('lucide-react/icons/message-square-plus');
const loadMessageSquareReply: Loader = () => import('lucide-react/icons/message-square-reply');
const loadMessageSquareText: Loader = () => import('lucide-react/icons/message-square-text');
const loadMessageSquareX: Loader = () => import('lucide-react/icons/message-square-x');
const loadMicroscope: Loader = () => import('lucide-react/icons/microscope');
const loadMilestone: Loader = () => import('lucide-react/icons/milestone');
const loadMinimize: Loader = () => import('lucide-react/icons/minimize');
const loadMinimize2: Loader = () => import('lucide-react/icons/minimize-2');
const loadMonitorOff: Loader = () => import('lucide-react/icons/monitor-off');
const loadMonitorSmartphone: Loader = () => import('lucide-react/icons/monitor-smartphone');
const loadMonitorSpeaker: Loader = () => import('lucide-react/icons/monitor-speaker');
const loadMonitorUp: Loader = () => import('lucide-react/icons/monitor-up');
const loadMoonStar: Loader = () => import('lucide-react/icons/moon-star');
const loadMountain: Loader = () => import('lucide-react/icons/mountain');
const loadMouse: Loader = () => import('lucide-react/icons/mouse');
const loadMousePointer: Loader = () => import('lucide-react/icons/mouse-pointer');
const loadMousePointerClick: Loader = () => import('lucide-react/icons/mouse-pointer-click');
const loadMove: Loader = () => import('lucide-react/icons/move');
const loadMoveHorizontal: Loader = () => import('lucide-react/icons/move-horizontal');
const loadMoveVertical: Loader = () => import('lucide-react/icons/move-vertical');
const loadMusic: Loader = () => import('lucide-react/icons/music');
const loadNavigation: Loader = () => import('lucide-react/icons/navigation');
const loadNetwork: Loader = () => import('lucide-react/icons/network');
const loadNewspaper: Loader = () => import('lucide-react/icons/newspaper');
const loadNotebook: Loader = () => import('lucide-react/icons/notebook');
const loadNotebookPen: Loader = () => import('lucide-react/icons/notebook-pen');
const loadNotebookText: Loader = () => import('lucide-react/icons/notebook-text');
const loadNotepadText: Loader = () => import('lucide-react/icons/notepad-text');
const loadOctagon: Loader = () => import('lucide-react/icons/octagon');
const loadOctagonX: Loader = () => import('lucide-react/icons/octagon-x');
const loadOption: Loader = () => import('lucide-react/icons/option');
const loadPackage: Loader = () => import('lucide-react/icons/package');
const loadPaintBucket: Loader = () => import('lucide-react/icons/paint-bucket');
const loadPaintbrush: Loader = () => import('lucide-react/icons/paintbrush');
const loadPanelBottom: Loader = () => import('lucide-react/icons/panel-bottom');
const loadPanelLeftClose: Loader = () => import('lucide-react/icons/panel-left-close');
const loadPanelLeftOpen: Loader = () => import('lucide-react/icons/panel-left-open');
const loadPanelRightClose: Loader = () => import('lucide-react/icons/panel-right-close');
const loadPanelRightOpen: Loader = () => import('lucide-react/icons/panel-right-open');
const loadPanelTop: Loader = () => import('lucide-react/icons/panel-top');
const loadPartyPopper: Loader = () => import('lucide-react/icons/party-popper');
const loadPause: Loader = () => import('lucide-react/icons/pause');
const loadPawPrint: Loader = () => import('lucide-react/icons/paw-print');
const loadPen: Loader = () => import('lucide-react/icons/pen');
const loadPenLine: Loader = () => import('lucide-react/icons/pen-line');
const loadPenTool: Loader = () => import('lucide-react/icons/pen-tool');
const loadPencilLine: Loader = () => import('lucide-react/icons/pencil-line');
const loadPencilOff: Loader = () => import('lucide-react/icons/pencil-off');
const loadPercent: Loader = () => import('lucide-react/icons/percent');
const loadPhoneCall: Loader = () => import('lucide-react/icons/phone-call');
const loadPhoneForwarded: Loader = () => import('lucide-react/icons/phone-forwarded');
const loadPhoneIncoming: Loader = () => import('lucide-react/icons/phone-incoming');
const loadPhoneOutgoing: Loader = () => import('lucide-react/icons/phone-outgoing');
const loadPictureInPicture: Loader = () => import('lucide-react/icons/picture-in-picture');
const loadPilcrow: Loader = () => import('lucide-react/icons/pilcrow');
const loadPill: Loader = () => import('lucide-react/icons/pill');
const loadPin: Loader = () => import('lucide-react/icons/pin');
const loadPinOff: Loader = () => import('lucide-react/icons/pin-off');
const loadPipette: Loader = () => import('lucide-react/icons/pipette');
const loadPizza: Loader = () => import('lucide-react/icons/pizza');
const loadPlane: Loader = () => import('lucide-react/icons/plane');
const loadPlay: Loader = () => import('lucide-react/icons/play');
const loadPlug: Loader = () => import('lucide-react/icons/plug');
const loadPlugZap: Loader = () => import('lucide-react/icons/plug-zap');
const loadPodcast: Loader = () => import('lucide-react/icons/podcast');
const loadPointer: Loader = () => import('lucide-react/icons/pointer');
const loadPower: Loader = () => import('lucide-react/icons/power');
const loadPowerOff: Loader = () => import('lucide-react/icons/power-off');
const loadPresentation: Loader = () => import('lucide-react/icons/presentation');
const loadPrinter: Loader = () => import('lucide-react/icons/printer');
const loadPuzzle: Loader = () => import('lucide-react/icons/puzzle');
const loadQrCode: Loader = () => import('lucide-react/icons/qr-code');
const loadQuote: Loader = () => import('lucide-react/icons/quote');
const loadRabbit: Loader = () => import('lucide-react/icons/rabbit');
const loadRadio: Loader = () => import('lucide-react/icons/radio');
const loadRatio: Loader = () => import('lucide-react/icons/ratio');
const loadReceipt: Loader = () => import('lucide-react/icons/receipt');
const loadReceiptText: Loader = () => import('lucide-react/icons/receipt-text');
const loadRedo2: Loader = () => import('lucide-react/icons/redo-2');
const loadRefreshCcw: Loader = () => import('lucide-react/icons/refresh-ccw');
const loadRegex: Loader = () => import('lucide-react/icons/regex');
const loadRemoveFormatting: Loader = () => import('lucide-react/icons/remove-formatting');
const loadRepeat: Loader = () => import('lucide-react/icons/repeat');
const loadRepeat1: Loader = () => import('lucide-react/icons/repeat-1');
const loadReplace: Loader = () => import('lucide-react/icons/replace');
const loadReplaceAll: Loader = () => import('lucide-react/icons/replace-all');
const loadReplyAll: Loader = () => import('lucide-react/icons/reply-all');
const loadRewind: Loader = () => import('lucide-react/icons/rewind');
const loadRocket: Loader = () => import('lucide-react/icons/rocket');
const loadRotateCw: Loader = () => import('lucide-react/icons/rotate-cw');
const loadRoute: Loader = () => import('lucide-react/icons/route');
const loadRows3: Loader = () => import('lucide-react/icons/rows-3');
const loadRss: Loader = () => import('lucide-react/icons/rss');
const loadRuler: Loader = () => import('lucide-react/icons/ruler');
const loadSave: Loader = () => import('lucide-react/icons/save');
const loadSaveAll: Loader = () => import('lucide-react/icons/save-all');
const loadSaveOff: Loader = () => import('lucide-react/icons/save-off');
const loadScale: Loader = () => import('lucide-react/icons/scale');
const loadScan: Loader = () => import('lucide-react/icons/scan');
const loadScanEye: Loader = () => import('lucide-react/icons/scan-eye');
const loadScanFace: Loader = () => import('lucide-react/icons/scan-face');
const loadScanSearch: Loader = () => import('lucide-react/icons/scan-search');
const loadScanText: Loader = () => import('lucide-react/icons/scan-text');
const loadSchool: Loader = () => import('lucide-react/icons/school');
const loadScissors: Loader = () => import('lucide-react/icons/scissors');
const loadSearchCheck: Loader = () => import('lucide-react/icons/search-check');
const loadSearchCode: Loader = () => import('lucide-react/icons/search-code');
const loadSearchX: Loader = () => import('lucide-react/icons/search-x');
const loadSendHorizontal: Loader = () => import('lucide-react/icons/send-horizontal');
const loadSeparatorHorizontal: Loader = () => import('lucide-react/icons/separator-horizontal');
const loadServer: Loader = () => import('lucide-react/icons/server');
const loadServerCog: Loader = () => import('lucide-react/icons/server-cog');
const loadSettings2: Loader = () => import('lucide-react/icons/settings-2');
const loadShapes: Loader = () => import('lucide-react/icons/shapes');
const loadShare2: Loader = () => import('lucide-react/icons/share-2');
const loadShield: Loader = () => import('lucide-react/icons/shield');
const loadShieldAlert: Loader = () => import('lucide-react/icons/shield-alert');
const loadShieldCheck: Loader = () => import('lucide-react/icons/shield-check');
const loadShieldHalf: Loader = () => import('lucide-react/icons/shield-half');
const loadShieldOff: Loader = () => import('lucide-react/icons/shield-off');
const loadShieldQuestionMark: Loader = () => import('lucide-react/icons/shield-question-mark');
const loadShieldUser: Loader = () => import('lucide-react/icons/shield-user');
const loadShip: Loader = () => import('lucide-react/icons/ship');
const loadShirt: Loader = () => import('lucide-react/icons/shirt');
const loadShoppingBag: Loader = () => import('lucide-react/icons/shopping-bag');
const loadShoppingCart: Loader = () => import('lucide-react/icons/shopping-cart');
const loadShrink: Loader = () => import('lucide-react/icons/shrink');
const loadShuffle: Loader = () => import('lucide-react/icons/shuffle');
const loadSigma: Loader = () => import('lucide-react/icons/sigma');
const loadSignal: Loader = () => import('lucide-react/icons/signal');
const loadSignpost: Loader = () => import('lucide-react/icons/signpost');
const loadSiren: Loader = () => import('lucide-react/icons/siren');
const loadSkipBack: Loader = () => import('lucide-react/icons/skip-back');
const loadSkipForward: Loader = () => import('lucide-react/icons/skip-forward');
const loadSkull: Loader = () => import('lucide-react/icons/skull');
const loadSlidersHorizontal: Loader = () => import('lucide-react/icons/sliders-horizontal');
const loadSlidersVertical: Loader = () => import('lucide-react/icons/sliders-vertical');
const loadSmartphone: Loader = () => import('lucide-react/icons/smartphone');
const loadSmile: Loader = () => import('lucide-react/icons/smile');
const loadSnowflake: Loader = () => import('lucide-react/icons/snowflake');
const loadSparkle: Loader = () => import('lucide-react/icons/sparkle');
const loadSpeaker: Loader = () => import('lucide-react/icons/speaker');
const loadSpellCheck: Loader = () => import('lucide-react/icons/spell-check');
const loadSprout: Loader = () => import('lucide-react/icons/sprout');
const loadSquareArrowOutUpRight: Loader = () => import('lucide-react/icons/square-arrow-out-up-right');
const loadSquareCheckBig: Loader = () => import('lucide-react/icons/square-check-big');
const loadSquareCode: Loader = () => import('lucide-react/icons/square-code');
const loadSquareDashed: Loader = () => import('lucide-react/icons/square-dashed');
const loadSquareFunction: Loader = () => import('lucide-react/icons/square-function');
const loadSquareMinus: Loader = () => import('lucide-react/icons/square-minus');
const loadSquarePen: Loader = () => import('lucide-react/icons/square-pen');
const loadSquarePlus: Loader = () => import('lucide-react/icons/square-plus');
const loadSquareTerminal: Loader = () => import('lucide-react/icons/square-terminal');
const loadSquareX: Loader = () => import('lucide-react/icons/square-x');
const loadSquirrel: Loader = () => import('lucide-react/icons/squirrel');
const loadStarOff: Loader = () => import('lucide-react/icons/star-off');
const loadStars: Loader = () => import('lucide-react/icons/stars');
const loadStethoscope: Loader = () => import('lucide-react/icons/stethoscope');
const loadSticker: Loader = () => import('lucide-react/icons/sticker');
const loadStickyNote: Loader = () => import('lucide-react/icons/sticky-note');
const loadStore: Loader = () => import('lucide-react/icons/store');
const loadSubscript: Loader = () => import('lucide-react/icons/subscript');
const loadSubtitles: Loader = () => import('lucide-react/icons/subtitles');
const loadSunDim: Loader = () => import('lucide-react/icons/sun-dim');
const loadSunMedium: Loader = () => import('lucide-react/icons/sun-medium');
const loadSunMoon: Loader = () => import('lucide-react/icons/sun-moon');
const loadSuperscript: Loader = () => import('lucide-react/icons/superscript');
const loadSwatchBook: Loader = () => import('lucide-react/icons/swatch-book');
const loadSword: Loader = () => import('lucide-react/icons/sword');
const loadSwords: Loader = () => import('lucide-react/icons/swords');
const loadTable2: Loader = () => import('lucide-react/icons/table-2');
const loadTableCellsMerge: Loader = () => import('lucide-react/icons/table-cells-merge');
const loadTableCellsSplit: Loader = () => import('lucide-react/icons/table-cells-split');
const loadTableProperties: Loader = () => import('lucide-react/icons/table-properties');
const loadTablet: Loader = () => import('lucide-react/icons/tablet');
const loadTagPlus: Loader = () => import('lucide-react/icons/tag-plus');
const loadTagX: Loader = () => import('lucide-react/icons/tag-x');
const loadTags: Loader = () => import('lucide-react/icons/tags');
const loadTarget: Loader = () => import('lucide-react/icons/target');
const loadTelescope: Loader = () => import('lucide-react/icons/telescope');
const loadTent: Loader = () => import('lucide-react/icons/tent');
const loadTerminal: Loader = () => import('lucide-react/icons/terminal');
const loadTestTube: Loader = () => import('lucide-react/icons/test-tube');
const loadTextAlignCenter: Loader = () => import('lucide-react/icons/text-align-center');
const loadTextAlignEnd: Loader = () => import('lucide-react/icons/text-align-end');
const loadTextAlignJustify: Loader = () => import('lucide-react/icons/text-align-justify');
const loadTextAlignStart: Loader = () => import('lucide-react/icons/text-align-start');
const loadTextCursor: Loader = () => import('lucide-react/icons/text-cursor');
const loadTextCursorInput: Loader = () => import('lucide-react/icons/text-cursor-input');
const loadTextSearch: Loader = () => import('lucide-react/icons/text-search');
const loadThermometer: Loader = () => import('lucide-react/icons/thermometer');
const loadThumbsDown: Loader = () => import('lucide-react/icons/thumbs-down');
const loadThumbsUp: Loader = () => import('lucide-react/icons/thumbs-up');
const loadTicket: Loader = () => import('lucide-react/icons/ticket');
const loadTimer: Loader = () => import('lucide-react/icons/timer');
const loadTimerOff: Loader = () => import('lucide-react/icons/timer-off');
const loadTimerReset: Loader = () => import('lucide-react/icons/timer-reset');
const loadToggleLeft: Loader = () => import('lucide-react/icons/toggle-left');
const loadToggleRight: Loader = () => import('lucide-react/icons/toggle-right');
const loadTouchpad: Loader = () => import('lucide-react/icons/touchpad');
const loadToyBrick: Loader = () => import('lucide-react/icons/toy-brick');
const loadTrafficCone: Loader = () => import('lucide-react/icons/traffic-cone');
const loadTrain: Loader = () => import('lucide-react/icons/train');
const loadTrash: Loader = () => import('lucide-react/icons/trash');
const loadTreeDeciduous: Loader = () => import('lucide-react/icons/tree-deciduous');
const loadTrees: Loader = () => import('lucide-react/icons/trees');
const loadTrendingDown: Loader = () => import('lucide-react/icons/trending-down');
const loadTrendingUp: Loader = () => import('lucide-react/icons/trending-up');
const loadTriangle: Loader = () => import('lucide-react/icons/triangle');
const loadTrophy: Loader = () => import('lucide-react/icons/trophy');
const loadTurtle: Loader = () => import('lucide-react/icons/turtle');
const loadTv: Loader = () => import('lucide-react/icons/tv');
const loadType: Loader = () => import('lucide-react/icons/type');
const loadUmbrella: Loader = () => import('lucide-react/icons/umbrella');
const loadUnderline: Loader = () => import('lucide-react/icons/underline');
const loadUndo2: Loader = () => import('lucide-react/icons/undo-2');
const loadUnfoldVertical: Loader = () => import('lucide-react/icons/unfold-vertical');
const loadUngroup: Loader = () => import('lucide-react/icons/ungroup');
const loadUnlink: Loader = () => import('lucide-react/icons/unlink');
const loadUnplug: Loader = () => import('lucide-react/icons/unplug');
const loadUpload: Loader = () => import('lucide-react/icons/upload');
const loadUserCheck: Loader = () => import('lucide-react/icons/user-check');
const loadUserCog: Loader = () => import('lucide-react/icons/user-cog');
const loadUserLock: Loader = () => import('lucide-react/icons/user-lock');
const loadUserMinus: Loader = () => import('lucide-react/icons/user-minus');
const loadUserPen: Loader = () => import('lucide-react/icons/user-pen');
const loadUserRoundCheck: Loader = () => import('lucide-react/icons/user-round-check');
const loadUserRoundMinus: Loader = () => import('lucide-react/icons/user-round-minus');
const loadUserRoundPlus: Loader = () => import('lucide-react/icons/user-round-plus');
const loadUserRoundSearch: Loader = () => import('lucide-react/icons/user-round-search');
const loadUserRoundX: Loader = () => import('lucide-react/icons/user-round-x');
const loadUserSearch: Loader = () => import('lucide-react/icons/user-search');
const loadUserX: Loader = () => import('lucide-react/icons/user-x');
const loadUtensils: Loader = () => import('lucide-react/icons/utensils');
const loadVariable: Loader = () => import('lucide-react/icons/variable');
const loadVoicemail: Loader = () => import('lucide-react/icons/voicemail');
const loadVolume1: Loader = () => import('lucide-react/icons/volume-1');
const loadVolume2: Loader = () => import('lucide-react/icons/volume-2');
const loadVolumeOff: Loader = () => import('lucide-react/icons/volume-off');
const loadVolumeX: Loader = () => import('lucide-react/icons/volume-x');
const loadWallet: Loader = () => import('lucide-react/icons/wallet');
const loadWandSparkles: Loader = () => import('lucide-react/icons/wand-sparkles');
const loadWatch: Loader = () => import('lucide-react/icons/watch');
const loadWaves: Loader = () => import('lucide-react/icons/waves');
const loadWaypoints: Loader = () => import('lucide-react/icons/waypoints');
const loadWebcam: Loader = () => import('lucide-react/icons/webcam');
const loadWebcamOff: Loader = () => import('lucide-react/icons/webcam-off');
const loadWebhook: Loader = () => import('lucide-react/icons/webhook');
const loadWholeWord: Loader = () => import('lucide-react/icons/whole-word');
const loadWifi: Loader = () => import('lucide-react/icons/wifi');
const loadWifiOff: Loader = () => import('lucide-react/icons/wifi-off');
const loadWind: Loader = () => import('lucide-react/icons/wind');
const loadWorkflow: Loader = () => import('lucide-react/icons/workflow');
const loadWrapText: Loader = () => import('lucide-react/icons/wrap-text');
const loadWrench: Loader = () => import('lucide-react/icons/wrench');
const loadZap: Loader = () => import('lucide-react/icons/zap');
const loadZapOff: Loader = () => import('lucide-react/icons/zap-off');
const loadZoomIn: Loader = () => import('lucide-react/icons/zoom-in');
const loadZoomOut: Loader = () => import('lucide-react/icons/zoom-out');

/**
 * The rest of the named set, one small chunk per icon. This table is itself a lazy chunk, fetched only when
 * a name outside the core and common sets is rendered (an orbit's chosen icon, a rare action).
 */
export const rareIconLoaders = {
  accessibility: loadAccessibility,
  account: loadCircleUser,
  activity: loadActivity,
  admin: loadShieldUser,
  airplay: loadAirplay,
  alarm: loadAlarmClock,
  'alarm-check': loadAlarmClockCheck,
  'alarm-clock': loadAlarmClock,
  'alarm-off': loadAlarmClockOff,
  'alarm-plus': loadAlarmClockPlus,
  'align-center': loadTextAlignCenter,
  'align-justify': loadTextAlignJustify,
  'align-left': loadTextAlignStart,
  'align-right': loadTextAlignEnd,
  analytics: loadChartLine,
  anchor: loadAnchor,
  announcement: loadMegaphone,
  antenna: loadAntenna,
  api: loadWebhook,
  'archive-x': loadArchiveX,
  'arrow-big-down': loadArrowBigDown,
  'arrow-big-up': loadArrowBigUp,
  'arrow-down': loadArrowDown,
  'arrow-down-circle': loadCircleArrowDown,
  'arrow-down-left': loadArrowDownLeft,
  'arrow-down-right': loadArrowDownRight,
  'arrow-down-to-line': loadArrowDownToLine,
  'arrow-left-right': loadArrowLeftRight,
  'arrow-left-to-line': loadArrowLeftToLine,
  'arrow-right-left': loadArrowRightLeft,
  'arrow-right-to-line': loadArrowRightToLine,
  'arrow-up': loadArrowUp,
  'arrow-up-circle': loadCircleArrowUp,
  'arrow-up-from-line': loadArrowUpFromLine,
  'arrow-up-left': loadArrowUpLeft,
  'arrow-up-right': loadArrowUpRight,
  'aspect-ratio': loadRatio,
  asterisk: loadAsterisk,
  atom: loadAtom,
  'audio-lines': loadAudioLines,
  'audio-waveform': loadAudioWaveform,
  'auto-mode': loadSunMoon,
  award: loadAward,
  axe: loadAxe,
  baby: loadBaby,
  backpack: loadBackpack,
  backup: loadDatabaseBackup,
  badge: loadBadge,
  'badge-alert': loadBadgeAlert,
  'badge-check': loadBadgeCheck,
  'badge-info': loadBadgeInfo,
  'badge-plus': loadBadgePlus,
  'badge-question': loadBadgeQuestionMark,
  'badge-x': loadBadgeX,
  ban: loadBan,
  'bar-chart': loadChartColumn,
  battery: loadBattery,
  'battery-charging': loadBatteryCharging,
  'battery-full': loadBatteryFull,
  'battery-low': loadBatteryLow,
  beer: loadBeer,
  'bell-check': loadBellCheck,
  'bell-dot': loadBellDot,
  'bell-electric': loadBellElectric,
  'bell-minus': loadBellMinus,
  'bell-off': loadBellOff,
  'bell-plus': loadBellPlus,
  'bell-ring': loadBellRing,
  bike: loadBike,
  billing: loadCreditCard,
  binoculars: loadBinoculars,
  bird: loadBird,
  block: loadBan,
  blocks: loadBlocks,
  bluetooth: loadBluetooth,
  book: loadBook,
  'book-marked': loadBookMarked,
  'book-open': loadBookOpen,
  'book-open-text': loadBookOpenText,
  'book-user': loadBookUser,
  bookmark: loadBookmark,
  'bookmark-check': loadBookmarkCheck,
  'bookmark-plus': loadBookmarkPlus,
  'bookmark-x': loadBookmarkX,
  bot: loadBot,
  box: loadBox,
  boxes: loadBoxes,
  braces: loadBraces,
  brackets: loadBrackets,
  brain: loadBrain,
  briefcase: loadBriefcase,
  'briefcase-business': loadBriefcaseBusiness,
  bug: loadBug,
  building: loadBuilding,
  bus: loadBus,
  cake: loadCake,
  calculator: loadCalculator,
  'calendar-check': loadCalendarCheck,
  'calendar-minus': loadCalendarMinus,
  'calendar-off': loadCalendarOff,
  'calendar-plus': loadCalendarPlus,
  'calendar-range': loadCalendarRange,
  'calendar-search': loadCalendarSearch,
  'calendar-sync': loadCalendarSync,
  'calendar-x': loadCalendarX,
  camera: loadCamera,
  'camera-off': loadCameraOff,
  captions: loadCaptions,
  'captions-off': loadCaptionsOff,
  car: loadCar,
  'case-sensitive': loadCaseSensitive,
  cast: loadCast,
  cat: loadCat,
  'chart-area': loadChartArea,
  'chart-bar': loadChartBar,
  'chart-column': loadChartColumn,
  'chart-line': loadChartLine,
  'chart-no-axes-column': loadChartNoAxesColumn,
  'chart-no-axes-combined': loadChartNoAxesCombined,
  'chart-pie': loadChartPie,
  'chart-spline': loadChartSpline,
  'check-check': loadCheckCheck,
  'check-line': loadCheckLine,
  'check-square': loadSquareCheckBig,
  'checkbox-indeterminate': loadSquareMinus,
  'chevron-first': loadChevronFirst,
  'chevron-last': loadChevronLast,
  'chevrons-down': loadChevronsDown,
  'chevrons-down-up': loadChevronsDownUp,
  'chevrons-left': loadChevronsLeft,
  'chevrons-right': loadChevronsRight,
  'chevrons-up': loadChevronsUp,
  'chevrons-up-down': loadChevronsUpDown,
  'circle-dot': loadCircleDot,
  'circle-half': loadContrast,
  'circle-minus': loadCircleMinus,
  'circle-pause': loadCirclePause,
  'circle-play': loadCirclePlay,
  'circle-plus': loadCirclePlus,
  'circle-question-mark': loadCircleQuestionMark,
  'circle-slash': loadCircleSlash,
  'circle-stop': loadCircleStop,
  'circle-user': loadCircleUser,
  clapperboard: loadClapperboard,
  'clear-formatting': loadRemoveFormatting,
  clipboard: loadClipboard,
  'clipboard-check': loadClipboardCheck,
  'clipboard-copy': loadClipboardCopy,
  'clipboard-list': loadClipboardList,
  'clipboard-paste': loadClipboardPaste,
  'clipboard-x': loadClipboardX,
  'clock-alert': loadClockAlert,
  'clock-check': loadClockCheck,
  'clock-plus': loadClockPlus,
  cloud: loadCloud,
  'cloud-alert': loadCloudAlert,
  'cloud-check': loadCloudCheck,
  'cloud-off': loadCloudOff,
  'cloud-rain': loadCloudRain,
  'cloud-sun': loadCloudSun,
  'code-block': loadSquareCode,
  'code-xml': loadCodeXml,
  coffee: loadCoffee,
  cog: loadCog,
  coins: loadCoins,
  collapse: loadMinimize2,
  columns: loadColumns3,
  'columns-2': loadColumns2,
  command: loadCommand,
  comment: loadMessageSquareText,
  compass: loadCompass,
  component: loadComponent,
  construction: loadConstruction,
  contact: loadContact,
  'contact-round': loadContactRound,
  contacts: loadBookUser,
  container: loadContainer,
  contrast: loadContrast,
  'copy-check': loadCopyCheck,
  'copy-plus': loadCopyPlus,
  'copy-x': loadCopyX,
  'corner-down-left': loadCornerDownLeft,
  'corner-down-right': loadCornerDownRight,
  'corner-left-up': loadCornerLeftUp,
  'corner-right-down': loadCornerRightDown,
  'corner-up-left': loadCornerUpLeft,
  'corner-up-right': loadCornerUpRight,
  cpu: loadCpu,
  'credit-card': loadCreditCard,
  crop: loadCrop,
  crosshair: loadCrosshair,
  'custom-status': loadSmile,
  cut: loadScissors,
  database: loadDatabase,
  'database-backup': loadDatabaseBackup,
  'delete-forever': loadTrash,
  device: loadSmartphone,
  devices: loadMonitorSmartphone,
  diamond: loadDiamond,
  'diamond-shape': loadDiamond,
  'dice-5': loadDice5,
  dna: loadDna,
  docs: loadFiles,
  documents: loadFiles,
  dog: loadDog,
  'dollar-sign': loadDollarSign,
  'door-closed': loadDoorClosed,
  'door-open': loadDoorOpen,
  dot: loadDot,
  download: loadDownload,
  'download-cloud': loadCloudDownload,
  draft: loadPencilLine,
  drafts: loadNotebookPen,
  droplet: loadDroplet,
  duplicate: loadCopyPlus,
  earth: loadEarth,
  emoji: loadSmile,
  enter: loadCornerDownLeft,
  equal: loadEqual,
  eraser: loadEraser,
  estimate: loadGauge,
  euro: loadEuro,
  expand: loadMaximize2,
  export: loadFileOutput,
  extension: loadPuzzle,
  'eye-closed': loadEyeClosed,
  'fast-forward': loadFastForward,
  'favorite-off': loadStarOff,
  feather: loadFeather,
  file: loadFile,
  'file-archive': loadFileArchive,
  'file-audio': loadFileAudio,
  'file-check': loadFileCheck,
  'file-clock': loadFileClock,
  'file-code': loadFileCode,
  'file-down': loadFileDown,
  'file-image': loadFileImage,
  'file-input': loadFileInput,
  'file-json': loadFileJson,
  'file-lock': loadFileLock,
  'file-minus': loadFileMinus,
  'file-output': loadFileOutput,
  'file-pen': loadFilePen,
  'file-plus': loadFilePlus,
  'file-question': loadFileQuestionMark,
  'file-search': loadFileSearch,
  'file-spreadsheet': loadFileSpreadsheet,
  'file-stack': loadFileStack,
  'file-type': loadFileType,
  'file-up': loadFileUp,
  'file-video': loadFileVideo,
  'file-warning': loadFileWarning,
  'file-x': loadFileX,
  files: loadFiles,
  film: loadFilm,
  'filter-plus': loadFunnelPlus,
  'filter-x': loadFunnelX,
  fingerprint: loadFingerprintPattern,
  fire: loadFlame,
  fish: loadFish,
  'flag-off': loadFlagOff,
  flame: loadFlame,
  flashlight: loadFlashlight,
  'flask-conical': loadFlaskConical,
  flower: loadFlower,
  focus: loadFocus,
  'focus-mode': loadFocus,
  fold: loadFoldVertical,
  folder: loadFolder,
  'folder-archive': loadFolderArchive,
  'folder-check': loadFolderCheck,
  'folder-clock': loadFolderClock,
  'folder-down': loadFolderDown,
  'folder-heart': loadFolderHeart,
  'folder-input': loadFolderInput,
  'folder-kanban': loadFolderKanban,
  'folder-lock': loadFolderLock,
  'folder-minus': loadFolderMinus,
  'folder-open': loadFolderOpen,
  'folder-output': loadFolderOutput,
  'folder-plus': loadFolderPlus,
  'folder-search': loadFolderSearch,
  'folder-tree': loadFolderTree,
  'folder-up': loadFolderUp,
  'folder-x': loadFolderX,
  folders: loadFolders,
  forbidden: loadBan,
  'forward-message': loadForward,
  frown: loadFrown,
  fullscreen: loadExpand,
  function: loadSquareFunction,
  gallery: loadGalleryHorizontal,
  'gamepad-2': loadGamepad2,
  gauge: loadGauge,
  gem: loadGem,
  ghost: loadGhost,
  gif: loadImagePlay,
  gift: loadGift,
  'git-branch': loadGitBranch,
  'git-commit': loadGitCommitHorizontal,
  'git-fork': loadGitFork,
  'git-merge': loadGitMerge,
  'git-pull-request': loadGitPullRequest,
  'github-like': loadGitFork,
  glasses: loadGlasses,
  globe: loadGlobe,
  'globe-lock': loadGlobeLock,
  'go-to': loadSquareArrowOutUpRight,
  goal: loadGoal,
  'graduation-cap': loadGraduationCap,
  'grid-2x2': loadGrid2x2,
  'grid-3x3': loadGrid3x3,
  'grip-horizontal': loadGripHorizontal,
  group: loadGroup,
  'group-by': loadRows3,
  'half-half': loadColumns2,
  hammer: loadHammer,
  hand: loadHand,
  'hand-pointer': loadPointer,
  'hand-wave': loadHand,
  handshake: loadHandshake,
  'hard-drive': loadHardDrive,
  heading: loadHeading,
  'heading-1': loadHeading1,
  'heading-2': loadHeading2,
  'heading-3': loadHeading3,
  'heading-4': loadHeading4,
  headphones: loadHeadphones,
  headset: loadHeadphones,
  heart: loadHeart,
  'heart-pulse': loadHeartPulse,
  here: loadRadio,
  hexagon: loadHexagon,
  highlight: loadHighlighter,
  highlighter: loadHighlighter,
  'highlighter-pen': loadHighlighter,
  'horizontal-rule': loadSeparatorHorizontal,
  hourglass: loadHourglass,
  'hourglass-empty': loadHourglass,
  'id-card': loadIdCard,
  'image-down': loadImageDown,
  'image-off': loadImageOff,
  'image-play': loadImagePlay,
  'image-plus': loadImagePlus,
  'image-up': loadImageUp,
  images: loadImages,
  import: loadFileInput,
  'inbox-arrow-down': loadArchiveArrowDown,
  indent: loadListIndentIncrease,
  infinity: loadInfinity,
  insights: loadChartNoAxesCombined,
  integration: loadPlug,
  integrations: loadBlocks,
  invites: loadMailPlus,
  invoice: loadReceiptText,
  key: loadKey,
  'key-round': loadKeyRound,
  'key-square': loadKeySquare,
  keyboard: loadKeyboard,
  'keyboard-off': loadKeyboardOff,
  labels: loadTags,
  lamp: loadLamp,
  language: loadLanguages,
  'language-globe': loadGlobe,
  languages: loadLanguages,
  laptop: loadLaptop,
  laugh: loadLaugh,
  'layers-plus': loadLayersPlus,
  layout: loadLayout,
  'layout-panel-left': loadLayoutPanelLeft,
  'layout-panel-top': loadLayoutPanelTop,
  'layout-template': loadLayoutTemplate,
  leaf: loadLeaf,
  library: loadLibrary,
  'life-buoy': loadLifeBuoy,
  lightbulb: loadLightbulb,
  'lightbulb-off': loadLightbulbOff,
  'line-chart': loadChartLine,
  'link-2': loadLink2,
  'link-off': loadLink2Off,
  'list-check': loadListCheck,
  'list-checks': loadListChecks,
  'list-collapse': loadListCollapse,
  'list-end': loadListEnd,
  'list-filter': loadListFilter,
  'list-indent-decrease': loadListIndentDecrease,
  'list-indent-increase': loadListIndentIncrease,
  'list-minus': loadListMinus,
  'list-plus': loadListPlus,
  'list-restart': loadListRestart,
  'list-start': loadListStart,
  'list-todo': loadListTodo,
  'list-x': loadListX,
  'loader-pinwheel': loadLoaderPinwheel,
  locate: loadLocate,
  'locate-fixed': loadLocateFixed,
  'lock-keyhole': loadLockKeyhole,
  'lock-open': loadLockOpen,
  luggage: loadLuggage,
  magic: loadWandSparkles,
  'mail-check': loadMailCheck,
  'mail-open': loadMailOpen,
  'mail-plus': loadMailPlus,
  'mail-search': loadMailSearch,
  'mail-warning': loadMailWarning,
  'mail-x': loadMailX,
  mailbox: loadMailbox,
  mails: loadMails,
  map: loadMap,
  'map-pin': loadMapPin,
  'map-pinned': loadMapPinned,
  'mark-read': loadMailOpen,
  'mark-unread': loadMailDot,
  maximize: loadMaximize,
  'maximize-2': loadMaximize2,
  medal: loadMedal,
  megaphone: loadMegaphone,
  meh: loadMeh,
  'memory-stick': loadMemoryStick,
  'message-circle-more': loadMessageCircleMore,
  'message-circle-plus': loadMessageCirclePlus,
  'message-circle-reply': loadMessageCircleReply,
  'message-circle-x': loadMessageCircleX,
  'message-square-dot': loadMessageSquareDot,
  'message-square-more': loadMessageSquareMore,
  'message-square-off': loadMessageSquareOff,
  'message-square-plus': loadMessageSquarePlus,
  'message-square-reply': loadMessageSquareReply,
  'message-square-text': loadMessageSquareText,
  'message-square-x': loadMessageSquareX,
  microscope: loadMicroscope,
  milestone: loadMilestone,
  minimize: loadMinimize,
  'minimize-2': loadMinimize2,
  'minus-circle': loadCircleMinus,
  'monitor-off': loadMonitorOff,
  'monitor-smartphone': loadMonitorSmartphone,
  'monitor-speaker': loadMonitorSpeaker,
  'monitor-up': loadMonitorUp,
  'moon-star': loadMoonStar,
  mountain: loadMountain,
  mouse: loadMouse,
  'mouse-pointer': loadMousePointer,
  'mouse-pointer-click': loadMousePointerClick,
  move: loadMove,
  'move-horizontal': loadMoveHorizontal,
  'move-vertical': loadMoveVertical,
  music: loadMusic,
  mute: loadBellOff,
  navigation: loadNavigation,
  network: loadNetwork,
  newsletter: loadNewspaper,
  newspaper: loadNewspaper,
  note: loadStickyNote,
  notebook: loadNotebook,
  'notebook-text': loadNotebookText,
  'notepad-text': loadNotepadText,
  notes: loadNotebookPen,
  octagon: loadOctagon,
  'octagon-x': loadOctagonX,
  option: loadOption,
  outdent: loadListIndentDecrease,
  package: loadPackage,
  'paint-bucket': loadPaintBucket,
  paintbrush: loadPaintbrush,
  'panel-bottom': loadPanelBottom,
  'panel-left-close': loadPanelLeftClose,
  'panel-left-open': loadPanelLeftOpen,
  'panel-right-close': loadPanelRightClose,
  'panel-right-open': loadPanelRightOpen,
  'panel-top': loadPanelTop,
  party: loadPartyPopper,
  'party-popper': loadPartyPopper,
  password: loadKeyRound,
  paste: loadClipboardPaste,
  pause: loadPause,
  'paw-print': loadPawPrint,
  pen: loadPen,
  'pen-line': loadPenLine,
  'pen-tool': loadPenTool,
  'pencil-line': loadPencilLine,
  'pencil-off': loadPencilOff,
  percent: loadPercent,
  'percent-circle': loadCirclePercent,
  'phone-call': loadPhoneCall,
  'phone-forwarded': loadPhoneForwarded,
  'phone-incoming': loadPhoneIncoming,
  'phone-outgoing': loadPhoneOutgoing,
  'picture-in-picture': loadPictureInPicture,
  'pie-chart': loadChartPie,
  pilcrow: loadPilcrow,
  pill: loadPill,
  pin: loadPin,
  'pin-off': loadPinOff,
  pip: loadPictureInPicture,
  pipette: loadPipette,
  pizza: loadPizza,
  plane: loadPlane,
  play: loadPlay,
  plug: loadPlug,
  'plug-zap': loadPlugZap,
  plugin: loadPuzzle,
  'plus-circle': loadCirclePlus,
  podcast: loadPodcast,
  pointer: loadPointer,
  power: loadPower,
  'power-off': loadPowerOff,
  preferences: loadSlidersHorizontal,
  presence: loadCircleDot,
  presentation: loadPresentation,
  'presentation-chart': loadPresentation,
  print: loadPrinter,
  printer: loadPrinter,
  progress: loadChartPie,
  project: loadFolderKanban,
  projects: loadFolders,
  puzzle: loadPuzzle,
  'puzzle-piece': loadPuzzle,
  'qr-code': loadQrCode,
  question: loadCircleQuestionMark,
  quote: loadQuote,
  rabbit: loadRabbit,
  radio: loadRadio,
  receipt: loadReceipt,
  'receipt-text': loadReceiptText,
  record: loadCircleDot,
  recording: loadCircleDot,
  recurring: loadRepeat,
  redo: loadRedo2,
  'redo-2': loadRedo2,
  'refresh-ccw': loadRefreshCcw,
  regex: loadRegex,
  'remove-formatting': loadRemoveFormatting,
  'remove-user': loadUserMinus,
  repeat: loadRepeat,
  'repeat-once': loadRepeat1,
  replace: loadReplace,
  'replace-all': loadReplaceAll,
  'reply-all': loadReplyAll,
  reports: loadChartBar,
  return: loadCornerDownLeft,
  rewind: loadRewind,
  ringing: loadBellRing,
  roadmap: loadRoute,
  robot: loadBot,
  rocket: loadRocket,
  role: loadShieldUser,
  roles: loadShieldUser,
  'rotate-cw': loadRotateCw,
  route: loadRoute,
  rows: loadRows3,
  rss: loadRss,
  ruler: loadRuler,
  save: loadSave,
  'save-all': loadSaveAll,
  'save-off': loadSaveOff,
  scale: loadScale,
  scan: loadScan,
  'scan-eye': loadScanEye,
  'scan-face': loadScanFace,
  'scan-search': loadScanSearch,
  'scan-text': loadScanText,
  'schedule-send': loadClockArrowUp,
  scheduled: loadClockArrowUp,
  school: loadSchool,
  scissors: loadScissors,
  'search-check': loadSearchCheck,
  'search-code': loadSearchCode,
  'search-x': loadSearchX,
  security: loadShield,
  'send-horizontal': loadSendHorizontal,
  'send-later': loadClockArrowUp,
  separator: loadSeparatorHorizontal,
  server: loadServer,
  'server-cog': loadServerCog,
  sessions: loadMonitorSmartphone,
  'settings-2': loadSettings2,
  shapes: loadShapes,
  share: loadShare2,
  'share-2': loadShare2,
  'share-network': loadNetwork,
  shield: loadShield,
  'shield-alert': loadShieldAlert,
  'shield-check': loadShieldCheck,
  'shield-half': loadShieldHalf,
  'shield-off': loadShieldOff,
  'shield-question': loadShieldQuestionMark,
  'shield-user': loadShieldUser,
  ship: loadShip,
  shirt: loadShirt,
  'shopping-bag': loadShoppingBag,
  'shopping-cart': loadShoppingCart,
  shortcut: loadCommand,
  shortcuts: loadKeyboard,
  shrink: loadShrink,
  shuffle: loadShuffle,
  'sidebar-close': loadPanelLeftClose,
  'sidebar-open': loadPanelLeftOpen,
  sigma: loadSigma,
  signal: loadSignal,
  signpost: loadSignpost,
  siren: loadSiren,
  'skip-back': loadSkipBack,
  'skip-forward': loadSkipForward,
  skull: loadSkull,
  sliders: loadSlidersHorizontal,
  'sliders-vertical': loadSlidersVertical,
  smartphone: loadSmartphone,
  smile: loadSmile,
  'smile-face': loadSmile,
  snowflake: loadSnowflake,
  'sort-alpha-asc': loadArrowDownAZ,
  'sort-alpha-desc': loadArrowDownZA,
  'sort-asc': loadArrowUpNarrowWide,
  'sort-desc': loadArrowDownWideNarrow,
  sparkle: loadSparkle,
  speaker: loadSpeaker,
  'spell-check': loadSpellCheck,
  'split-view': loadColumns2,
  spreadsheet: loadFileSpreadsheet,
  sprout: loadSprout,
  'square-arrow-out-up-right': loadSquareArrowOutUpRight,
  'square-check-big': loadSquareCheckBig,
  'square-code': loadSquareCode,
  'square-dashed': loadSquareDashed,
  'square-minus': loadSquareMinus,
  'square-pen': loadSquarePen,
  'square-plus': loadSquarePlus,
  'square-x': loadSquareX,
  squirrel: loadSquirrel,
  'star-off': loadStarOff,
  stars: loadStars,
  'start-date': loadCalendarArrowRight,
  status: loadCircleDot,
  stethoscope: loadStethoscope,
  sticker: loadSticker,
  'sticky-note': loadStickyNote,
  store: loadStore,
  subscript: loadSubscript,
  subtitles: loadSubtitles,
  'sun-dim': loadSunDim,
  'sun-medium': loadSunMedium,
  'sun-moon': loadSunMoon,
  superscript: loadSuperscript,
  support: loadLifeBuoy,
  'swatch-book': loadSwatchBook,
  sword: loadSword,
  swords: loadSwords,
  'table-2': loadTable2,
  'table-cells-merge': loadTableCellsMerge,
  'table-cells-split': loadTableCellsSplit,
  'table-properties': loadTableProperties,
  tablet: loadTablet,
  'tag-plus': loadTagPlus,
  'tag-x': loadTagX,
  tags: loadTags,
  target: loadTarget,
  'target-arrow': loadGoal,
  telescope: loadTelescope,
  template: loadLayoutTemplate,
  templates: loadLayoutTemplate,
  tent: loadTent,
  terminal: loadTerminal,
  'terminal-square': loadSquareTerminal,
  'test-tube': loadTestTube,
  text: loadType,
  'text-align-center': loadTextAlignCenter,
  'text-align-end': loadTextAlignEnd,
  'text-align-justify': loadTextAlignJustify,
  'text-align-start': loadTextAlignStart,
  'text-cursor': loadTextCursor,
  'text-cursor-input': loadTextCursorInput,
  'text-search': loadTextSearch,
  thermometer: loadThermometer,
  thread: loadMessageSquareReply,
  'thumbs-down': loadThumbsDown,
  'thumbs-up': loadThumbsUp,
  ticket: loadTicket,
  timer: loadTimer,
  'timer-off': loadTimerOff,
  'timer-reset': loadTimerReset,
  timezone: loadEarth,
  toggle: loadToggleLeft,
  'toggle-left': loadToggleLeft,
  'toggle-right': loadToggleRight,
  tool: loadWrench,
  tools: loadWrench,
  touchpad: loadTouchpad,
  'toy-brick': loadToyBrick,
  'traffic-cone': loadTrafficCone,
  train: loadTrain,
  translate: loadLanguages,
  tree: loadTreeDeciduous,
  trees: loadTrees,
  'trending-down': loadTrendingDown,
  'trending-up': loadTrendingUp,
  triangle: loadTriangle,
  trophy: loadTrophy,
  'trophy-cup': loadTrophy,
  turtle: loadTurtle,
  tv: loadTv,
  'two-factor': loadSmartphone,
  type: loadType,
  umbrella: loadUmbrella,
  underline: loadUnderline,
  undo: loadUndo2,
  'undo-2': loadUndo2,
  unfold: loadUnfoldVertical,
  ungroup: loadUngroup,
  unlink: loadUnlink,
  unlock: loadLockOpen,
  unmute: loadBellRing,
  unpin: loadPinOff,
  unplug: loadUnplug,
  unread: loadMailDot,
  upgrade: loadCircleFadingArrowUp,
  upload: loadUpload,
  'upload-cloud': loadCloudUpload,
  'use-case': loadBriefcase,
  'user-check': loadUserCheck,
  'user-circle': loadCircleUser,
  'user-cog': loadUserCog,
  'user-lock': loadUserLock,
  'user-minus': loadUserMinus,
  'user-pen': loadUserPen,
  'user-round-check': loadUserRoundCheck,
  'user-round-minus': loadUserRoundMinus,
  'user-round-plus': loadUserRoundPlus,
  'user-round-search': loadUserRoundSearch,
  'user-round-x': loadUserRoundX,
  'user-search': loadUserSearch,
  'user-x': loadUserX,
  utensils: loadUtensils,
  variable: loadVariable,
  verified: loadBadgeCheck,
  voicemail: loadVoicemail,
  volume: loadVolume2,
  'volume-1': loadVolume1,
  'volume-2': loadVolume2,
  'volume-off': loadVolumeOff,
  'volume-x': loadVolumeX,
  wallet: loadWallet,
  wand: loadWandSparkles,
  'wand-sparkles': loadWandSparkles,
  watch: loadWatch,
  waves: loadWaves,
  waypoints: loadWaypoints,
  webcam: loadWebcam,
  'webcam-off': loadWebcamOff,
  webhook: loadWebhook,
  'whole-word': loadWholeWord,
  widget: loadSquareDashed,
  widgets: loadBlocks,
  wifi: loadWifi,
  'wifi-off': loadWifiOff,
  wind: loadWind,
  workflow: loadWorkflow,
  workspaces: loadBuilding,
  world: loadGlobe,
  wrap: loadWrapText,
  'wrap-text': loadWrapText,
  wrench: loadWrench,
  'x-octagon': loadOctagonX,
  'x-square': loadSquareX,
  zap: loadZap,
  'zap-off': loadZapOff,
  'zoom-in': loadZoomIn,
  'zoom-out': loadZoomOut,
} satisfies Record<string, Loader>;

export type RareIconName = keyof typeof rareIconLoaders;
