// Imported first by server/main.ts. React and React Router choose their development or
// production build from NODE_ENV when they are first loaded, and the development build draws
// pages two to three times slower; a server started without NODE_ENV is a production server.
process.env.NODE_ENV ??= "production";
