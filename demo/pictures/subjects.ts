// What each demo picture shows: a subject is a label, a colour and the Tabler icons (MIT) that
// draw it, the first one large. A picture is chosen by its subject, never by chance, so a lab
// shows that lab and an elevator an elevator.

export interface Subject {
  label: string;
  /** The hue of the picture's backdrop, 0-360. */
  hue: number;
  /** Tabler outline icon names: the main one first, then the ones around it. */
  icons: [string, ...string[]];
}

export const subjects = {
  // Facilities and rooms
  library: { label: "Library", hue: 28, icons: ["books", "book-2", "bookmark", "notebook"] },
  "art-room": {
    label: "Art & Craft Room",
    hue: 330,
    icons: ["palette", "brush", "scissors", "pencil"],
  },
  "social-studies-lab": {
    label: "Social Studies Lab",
    hue: 200,
    icons: ["world", "map-2", "compass", "building-monument"],
  },
  "mathematics-lab": {
    label: "Mathematics Lab",
    hue: 260,
    icons: ["math-function", "geometry", "calculator", "ruler-2"],
  },
  "chemistry-lab": {
    label: "Chemistry Lab",
    hue: 150,
    icons: ["flask", "test-pipe", "flask-2", "atom-2"],
  },
  "physics-lab": { label: "Physics Lab", hue: 215, icons: ["atom", "magnet", "bolt", "prism"] },
  "biology-lab": { label: "Biology Lab", hue: 110, icons: ["dna", "microscope", "leaf", "virus"] },
  "computer-lab": {
    label: "Computer Lab",
    hue: 190,
    icons: ["device-desktop", "keyboard", "code", "wifi"],
  },
  auditorium: {
    label: "Auditorium",
    hue: 350,
    icons: ["masks-theater", "microphone-2", "armchair", "device-speaker"],
  },
  transport: { label: "School Bus", hue: 45, icons: ["bus", "route", "map-pin", "steering-wheel"] },
  sports: {
    label: "Sports",
    hue: 100,
    icons: ["ball-basketball", "run", "trophy", "ball-football"],
  },
  infirmary: {
    label: "Infirmary",
    hue: 0,
    icons: ["first-aid-kit", "stethoscope", "heartbeat", "bed"],
  },
  elevator: {
    label: "Elevator",
    hue: 225,
    icons: ["elevator", "arrows-up-down", "stairs-up", "wheelchair"],
  },
  eco: { label: "Green Campus", hue: 125, icons: ["plant-2", "solar-panel", "droplet", "recycle"] },
  classroom: { label: "Classroom", hue: 35, icons: ["chalkboard", "pencil", "backpack", "abc"] },
  kindergarten: {
    label: "Kindergarten",
    hue: 50,
    icons: ["horse-toy", "puzzle", "balloon", "abc"],
  },
  campus: { label: "Our Campus", hue: 205, icons: ["building-community", "tree", "flag", "sun"] },
  music: { label: "Music", hue: 280, icons: ["music", "headphones", "piano", "microphone-2"] },
  dance: { label: "Dance", hue: 310, icons: ["music", "sparkles", "stars", "heart"] },
  robotics: { label: "Robotics", hue: 185, icons: ["robot", "cpu", "settings", "bulb"] },
  garden: { label: "School Garden", hue: 95, icons: ["plant", "tree", "shovel", "flower"] },
  yoga: { label: "Yoga", hue: 170, icons: ["yoga", "sun", "leaf", "heart"] },
  chess: { label: "Chess", hue: 20, icons: ["chess-knight", "chess-king", "chess-queen", "chess"] },
  // Occasions
  assembly: { label: "Assembly", hue: 210, icons: ["users-group", "flag", "microphone", "sun"] },
  stage: { label: "On Stage", hue: 340, icons: ["masks-theater", "microphone-2", "music", "star"] },
  celebration: { label: "Celebration", hue: 300, icons: ["confetti", "balloon", "cake", "gift"] },
  christmas: { label: "Christmas", hue: 140, icons: ["christmas-tree", "star", "gift", "bell"] },
  independence: { label: "Independence Day", hue: 30, icons: ["flag", "award", "sun", "music"] },
  investiture: { label: "Investiture", hue: 240, icons: ["award", "medal", "id-badge-2", "users"] },
  exhibition: { label: "Exhibition", hue: 175, icons: ["bulb", "flask", "robot", "presentation"] },
  quiz: { label: "Quiz", hue: 260, icons: ["help-hexagon", "bulb", "trophy", "clock"] },
  workshop: {
    label: "Workshop",
    hue: 195,
    icons: ["presentation", "users", "notebook", "message-circle"],
  },
  health: {
    label: "Health Camp",
    hue: 355,
    icons: ["heartbeat", "droplet", "first-aid-kit", "stethoscope"],
  },
  meeting: {
    label: "Parent-Teacher Meeting",
    hue: 215,
    icons: ["users", "school", "notebook", "calendar-event"],
  },
  family: { label: "Grandparents' Day", hue: 25, icons: ["old", "heart", "home", "music"] },
  debate: { label: "Debate", hue: 250, icons: ["messages", "microphone", "scale", "trophy"] },
  charity: {
    label: "Heart Basket",
    hue: 15,
    icons: ["basket", "heart-handshake", "wheat", "home-heart"],
  },
  newsletter: { label: "Newsletter", hue: 40, icons: ["news", "pencil", "photo", "book"] },
  science: { label: "Science", hue: 165, icons: ["microscope", "atom", "planet", "flask"] },
  // Placeholders
  "coming-soon": {
    label: "Photos coming soon",
    hue: 220,
    icons: ["photo", "clock", "camera", "sparkles"],
  },
  news: { label: "School news", hue: 210, icons: ["news", "school", "speakerphone", "calendar"] },
  event: { label: "School event", hue: 260, icons: ["calendar-event", "school", "flag", "star"] },
  gallery: { label: "Photo gallery", hue: 200, icons: ["photo", "camera", "album", "heart"] },
} satisfies Record<string, Subject>;

export type SubjectName = keyof typeof subjects;

export function isSubject(name: string): name is SubjectName {
  return Object.hasOwn(subjects, name);
}

// Checked in order: the first pattern a file or theme name matches picks the subject.
const patterns: [RegExp, SubjectName][] = [
  [/chemistry|titration/, "chemistry-lab"],
  [/physics/, "physics-lab"],
  [/biology/, "biology-lab"],
  [/math/, "mathematics-lab"],
  [/social-stud|geograph|history|heritage/, "social-studies-lab"],
  [/computer|coding|erp|portal|digital|\bit\b/, "computer-lab"],
  [/robot|atl|tinker/, "robotics"],
  [/elevator|lift/, "elevator"],
  [/infirmary|medical|nurse|health/, "infirmary"],
  [/bus|transport/, "transport"],
  [/eco|solar|rainwater|green/, "eco"],
  [/librar|book|reading|publication/, "library"],
  [/\bart\b|craft|paint/, "art-room"],
  [/auditorium|theatre|drama/, "auditorium"],
  [/music|band|choir|instrument/, "music"],
  [/dance|bhangra|giddha|kathak/, "dance"],
  [/yoga|mindful|meditat/, "yoga"],
  [/chess/, "chess"],
  [
    /sport|karate|skating|cricket|football|basketball|archery|baseball|taekwondo|carrom|table-tennis|athlet|playground|games/,
    "sports",
  ],
  [/kindergarten|nursery|pre-?primary|play/, "kindergarten"],
  [/classroom|lesson|teacher|class/, "classroom"],
  [/garden|nature|plant|tree/, "garden"],
  [/exhibition|science|project/, "exhibition"],
  [/investiture|council|badge/, "investiture"],
  [/assembly|prayer|house|scout|guide/, "assembly"],
  [/christmas|chapel|carol/, "christmas"],
  [/independence|republic|flag/, "independence"],
  [/annual|stage|speaker|quiz|poster|cover|newsletter/, "stage"],
  [/alumni|celebrat|festival|party|meet/, "celebration"],
  [/campus|building|infrastructure|gate|facilit|mission|vision|motto|school/, "campus"],
];

/** The subject a file name (or a theme word) is about; `fallback` when none matches. */
export function subjectOf(name: string, fallback: SubjectName = "campus"): SubjectName {
  const key = name.toLowerCase();
  if (isSubject(key)) return key;
  return patterns.find(([pattern]) => pattern.test(key))?.[1] ?? fallback;
}
