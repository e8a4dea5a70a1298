// Preloaded into the firebase CLI (`node --require`) by scripts/lib/emulator-suite.mjs only.
//
// firebase-tools 15 refuses to start any Java emulator below Java 21, because the Firestore
// emulator JAR it downloads (1.22) is built for Java 21. We never run that JAR: the suite points
// FIRESTORE_EMULATOR_BINARY_PATH at the Cloud SDK's emulator (1.19.9, classes for Java 11), which
// runs on the Java 17 these machines have. For that JAR the CLI's floor is the wrong one, so while
// the override is set this lifts the check to what the JAR needs (Java 11) and says so in the log.
// Without the override, the CLI's own check stands untouched.
const { join } = require('node:path');

const commandUtils = require(
  join(__dirname, '../../node_modules/firebase-tools/lib/emulator/commandUtils.js'),
);
const check = commandUtils.checkJavaMajorVersion;
const floor = commandUtils.MIN_SUPPORTED_JAVA_MAJOR_VERSION;
if (typeof check !== 'function' || typeof floor !== 'number') {
  throw new Error(
    'firebase-tools no longer has commandUtils.checkJavaMajorVersion / MIN_SUPPORTED_JAVA_MAJOR_VERSION: update scripts/lib/firestore-java-floor.cjs',
  );
}
const SDK_JAR_JAVA_FLOOR = 11;

commandUtils.checkJavaMajorVersion = async function checkJavaForSdkJar() {
  const major = await check();
  if (!process.env.FIRESTORE_EMULATOR_BINARY_PATH) return major;
  if (major < SDK_JAR_JAVA_FLOOR) return major;
  console.info(
    `i  emulators: Java ${major} accepted for the Cloud SDK Firestore emulator (its classes need Java ${SDK_JAR_JAVA_FLOOR}+)`,
  );
  return floor;
};
