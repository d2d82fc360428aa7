/// The app whose frames the gate checks (its code is not what the plugin test is about).
public enum SampleApp {
    public static let columns = 7
}
