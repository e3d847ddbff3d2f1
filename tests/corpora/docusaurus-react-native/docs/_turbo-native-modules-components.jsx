import IOSContent from './turbo-native-modules-ios.md';
import AndroidContent from './turbo-native-modules-android.md';

export function TurboNativeModulesIOS() {
  return <IOSContent />;
}

export function TurboNativeModulesAndroid() {
  return <AndroidContent />;
}
